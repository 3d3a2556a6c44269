export const id = 753;
export const ids = [753];
export const modules = {

/***/ 2753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepHeapSmall: () => (/* binding */ keepHeapSmall)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
// The JavaScript heap, kept near what the run holds. Two V8 flags, read by V8 each time it sizes the heap
// after a collection, so setting them at start takes effect (Node lets flags change after start):
// - The young generation at its first size for the whole run. V8 doubles it each time the bytes that
//   outlived its collections add up to its size, up to 128 MiB on Node's own binary (no pointer
//   compression): a run that reads tens of MiB of answers grows it to that cap, and holds those pages in
//   its resident memory to the end. At its first size (a few MiB) it is collected more often, each time
//   with as little to copy. Measured on 10,000 confirmed-valid secrets of 4 KiB two-byte fields
//   (test/e2e/answers-memory.test.ts): peak RSS 377-398 MiB before, 304-346 MiB after, the run ~10% longer.
// - The old generation grows to at most twice what outlived the last full collection before the next one
//   (V8 lets it grow up to four times when collecting is cheap, as it is with a small live heap). A run
//   that parses millions of list items makes garbage the old generation holds until then: an inventory of
//   1,700,000 dependencies beside 200,000 findings (attack7 m5) held 27-52 MiB live, yet the heap grew to
//   ~200 MiB between full collections, 399-418 MiB peak RSS; at twice, 283 MiB (at 1.3 times, 261 MiB).

/** Keeps V8's young generation at its first size, and the old generation's growth to twice what is live, from now on. */
function keepHeapSmall() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--heap-growing-percent=100');
}


/***/ })

};

//# sourceMappingURL=753.index.js.map