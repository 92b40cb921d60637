# This is a generated file! It marks the folder of modules that
# kaitai-struct-compiler builds from ../ksy; see tools/ksc.js.
