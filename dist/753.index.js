export const id = 753;
export const ids = [753];
export const modules = {

/***/ 2753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepYoungGenerationSmall: () => (/* binding */ keepYoungGenerationSmall)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
// The JavaScript heap's young generation, kept at its first size for the whole run. V8 doubles it each
// time the bytes that outlived its collections add up to its size, up to 128 MiB on Node's own binary (no
// pointer compression): a run that reads tens of MiB of answers grows it to that cap, and holds those
// pages in its resident memory to the end. At its first size (a few MiB) it is collected more often, each
// time with as little to copy. Measured on 10,000 confirmed-valid secrets of 4 KiB two-byte fields
// (test/e2e/answers-memory.test.ts): peak RSS 377-398 MiB before, 304-346 MiB after, the run ~10% longer;
// an ordinary run does not notice. The flag is read by V8 each time it would grow the generation, so
// setting it at start takes effect (Node lets flags change after start).

/** Keeps V8's young generation at its first size from now on. */
function keepYoungGenerationSmall() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
}


/***/ })

};

//# sourceMappingURL=753.index.js.map