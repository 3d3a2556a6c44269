export const id = 801;
export const ids = [801];
export const modules = {

/***/ 8801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openInventory: () => (/* binding */ openInventory)
});

// UNUSED EXPORTS: InventoryError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/api/url-text.ts
var url_text = __webpack_require__(9605);
// EXTERNAL MODULE: ./src/host/files.ts
var files = __webpack_require__(3285);
// EXTERNAL MODULE: ./src/api/enums.ts
var enums = __webpack_require__(4986);
;// CONCATENATED MODULE: ./src/inventory/purl.ts
// Package URLs (https://github.com/package-url/purl-spec) for the inventory, from the API's
// ecosystem, name and version. Pure.

/** What encode leaves as it is: unreserved characters and `:`. */
const PLAIN = /^[A-Za-z0-9._~:-]*$/;
/** Percent-encodes one purl component: everything but unreserved characters (and `:`, which the spec allows). */
function encode(part) {
    // Most names and versions need nothing encoded: this runs once or twice per dependency.
    if (PLAIN.test(part))
        return part;
    return encodeURIComponent(part)
        .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replaceAll('%3A', ':');
}
/** Namespace and name from a name that holds a namespace, split on its last `/`. */
function splitLast(name) {
    const at = name.lastIndexOf('/');
    if (at <= 0 || at === name.length - 1)
        return { name };
    return { namespace: name.slice(0, at), name: name.slice(at + 1) };
}
/** The parts of a purl for one ecosystem, with the spec's per-type rules. */
function partsOf(type, name) {
    switch (type) {
        case 'npm': // `@scope/name`: the scope is the namespace
            return name.startsWith('@') ? splitLast(name) : { name };
        case 'pypi': // names are case-insensitive and `_` is `-`
        case 'hex':
        case 'pub':
            return { name: (0,enums/* purlName */.pB)(type, name) };
        case 'maven': {
            // `group:artifact`
            const [group, artifact, ...rest] = name.split(':');
            return group && artifact && rest.length === 0 ? { namespace: group, name: artifact } : { name };
        }
        case 'composer': // `vendor/name`, case-insensitive
            return splitLast((0,enums/* purlName */.pB)(type, name));
        case 'golang': // the module path: everything up to the last segment is the namespace
        case 'swift':
            return splitLast(name);
        case 'cocoapods': {
            // `Pod/Subspec`: the subspec is the subpath
            const at = name.indexOf('/');
            return at > 0 ? { name: name.slice(0, at), subpath: name.slice(at + 1) } : { name };
        }
        default:
            return { name };
    }
}
/** Most purls remembered at once; past it the memory starts again (a cache, never a limit on the inventory). */
const PURL_MEMORY_MAX = 100_000;
/** Purls by ecosystem, then name, then version: a deployment's dependencies repeat (one package in many repositories). */
const remembered = new Map();
let rememberedCount = 0;
/** The package URL of a dependency, e.g. `pkg:npm/%40babel/core@7.23.5`, `pkg:maven/junit/junit@4.13.2`. */
function purlOf(dependency) {
    const ecosystem = dependency.ecosystem ?? '';
    // An absent version and an empty one make the same purl (neither writes `@`).
    const version = dependency.version ?? '';
    let names = remembered.get(ecosystem);
    let versions = names?.get(dependency.name);
    const known = versions?.get(version);
    if (known !== undefined)
        return known;
    const purl = workOutPurl(dependency);
    if (rememberedCount >= PURL_MEMORY_MAX) {
        remembered.clear();
        rememberedCount = 0;
        names = undefined;
        versions = undefined;
    }
    if (names === undefined) {
        names = new Map();
        remembered.set(ecosystem, names);
    }
    if (versions === undefined) {
        versions = new Map();
        names.set(dependency.name, versions);
    }
    versions.set(version, purl);
    rememberedCount++;
    return purl;
}
/** The package URL worked out from the spec's rules. */
function workOutPurl(dependency) {
    const type = enums/* PURL_TYPE */["do"][dependency.ecosystem ?? ''] ?? 'generic';
    const parts = partsOf(type, dependency.name);
    let purl = `pkg:${type}/`;
    if (parts.namespace) {
        purl += `${parts.namespace
            .split('/')
            .filter((segment) => segment !== '')
            .map(encode)
            .join('/')}/`;
    }
    purl += encode(parts.name);
    if (dependency.version)
        purl += `@${encode(dependency.version)}`;
    if (parts.subpath) {
        purl += `#${parts.subpath
            .split('/')
            .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
            .map(encode)
            .join('/')}`;
    }
    return purl;
}

;// CONCATENATED MODULE: ./src/inventory/csv.ts

/** The header row, in column order. */
const CSV_COLUMNS = [
    'name',
    'version',
    'ecosystem',
    'purl',
    'transitivity',
    'licenses',
    'repository_id',
    'lockfile_path',
    'lockfile_line',
    'lockfile_url',
    'manifest_path',
    'resolved_url',
    'id',
];
/**
 * One cell: a leading `=`, `+`, `-`, `@`, tab or carriage return (what spreadsheets read as a
 * formula) gets a `'` in front; then quoted when it holds a quote, comma or line break.
 */
function csvCell(value) {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const row = (cells) => `${cells.map(csvCell).join(',')}\r\n`;
/** The header line. */
function csvHeader() {
    return row(CSV_COLUMNS);
}
/** Appends the lines of one page of dependencies, a call each (licenses joined with `; `). */
function appendCsvRows(page, append) {
    for (const d of page) {
        append(row([
            d.name,
            d.version ?? '',
            d.ecosystem ?? '',
            purlOf(d),
            d.transitivity ?? '',
            d.licenses.join('; '),
            d.repositoryId ?? '',
            d.definedAt?.path ?? '',
            d.definedAt?.startLine === undefined ? '' : String(d.definedAt.startLine),
            d.definedAt?.url ?? '',
            d.manifestPath ?? '',
            d.resolvedUrl ?? '',
            d.id ?? '',
        ]));
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/inventory/spdx-ids.ts
// SPDX license ids, as the CycloneDX 1.6 schema accepts them in `license.id` (spdx.schema.json, v1.1-3.29.0).
// Generated from @cyclonedx/cyclonedx-library res/schema/spdx.SNAPSHOT.schema.json; test/inventory.test.ts checks it still matches.
/** Every SPDX license and exception id, space-separated (kept as one string: smaller than an array literal). */
const SPDX_LICENSE_IDS = `
0BSD 3D-Slicer-1.0 AAL Abstyles AdaCore-doc Adobe-2006 Adobe-Display-PostScript Adobe-Glyph Adobe-Utopia ADSL
Advanced-Cryptics-Dictionary AFL-1.1 AFL-1.2 AFL-2.0 AFL-2.1 AFL-3.0 Afmparse AGPL-1.0 AGPL-1.0-only
AGPL-1.0-or-later AGPL-3.0 AGPL-3.0-only AGPL-3.0-or-later Aladdin ALGLIB-Documentation AMD-newlib AMDPLPA
AML AML-glslang AMPAS ANTLR-PD ANTLR-PD-fallback any-OSI any-OSI-perl-modules Apache-1.0 Apache-1.1
Apache-2.0 APAFML APL-1.0 App-s2p APSL-1.0 APSL-1.1 APSL-1.2 APSL-2.0 Arphic-1999 Artistic-1.0
Artistic-1.0-cl8 Artistic-1.0-Perl Artistic-2.0 Artistic-dist Aspell-RU ASWF-Digital-Assets-1.0
ASWF-Digital-Assets-1.1 atc-game Baekmuk Bahyph Barr bcrypt-Solar-Designer Beerware Bitstream-Charter
Bitstream-Vera BitTorrent-1.0 BitTorrent-1.1 blessing BlueOak-1.0.0 Boehm-GC Boehm-GC-without-fee BOLA-1.1
Borceux Brian-Gladman-2-Clause Brian-Gladman-3-Clause Brian-Gladman-3-Clause-no-conversion BSD-1-Clause
BSD-2-Clause BSD-2-Clause-Darwin BSD-2-Clause-first-lines BSD-2-Clause-FreeBSD BSD-2-Clause-NetBSD
BSD-2-Clause-Patent BSD-2-Clause-pkgconf-disclaimer BSD-2-Clause-pos-unchanged BSD-2-Clause-Views
BSD-3-Clause BSD-3-Clause-acpica BSD-3-Clause-Attribution BSD-3-Clause-Clear BSD-3-Clause-flex
BSD-3-Clause-HP BSD-3-Clause-LBNL BSD-3-Clause-Modification BSD-3-Clause-No-Military-License
BSD-3-Clause-No-Nuclear-License BSD-3-Clause-No-Nuclear-License-2014 BSD-3-Clause-No-Nuclear-Warranty
BSD-3-Clause-Open-MPI BSD-3-Clause-OpenWebUI BSD-3-Clause-Sun BSD-3-Clause-Tso BSD-4-Clause
BSD-4-Clause-Shortened BSD-4-Clause-UC BSD-4.3RENO BSD-4.3TAHOE BSD-Advertising-Acknowledgement
BSD-ask-to-endorse BSD-Attribution-HPND-disclaimer BSD-Inferno-Nettverk BSD-Mark-Modifications BSD-Protection
BSD-Source-alt-GPL BSD-Source-beginning-file BSD-Source-Code BSD-Source-Code-no-disclaimer BSD-Systemics
BSD-Systemics-W3Works BSL-1.0 Buddy Bugroff BUSL-1.1 bzip2-1.0.5 bzip2-1.0.6 C-UDA-1.0 CAL-1.0
CAL-1.0-Combined-Work-Exception Caldera Caldera-no-preamble CAPEC-tou Catharon CATOSL-1.1 CC-BY-1.0 CC-BY-2.0
CC-BY-2.5 CC-BY-2.5-AU CC-BY-3.0 CC-BY-3.0-AT CC-BY-3.0-AU CC-BY-3.0-DE CC-BY-3.0-IGO CC-BY-3.0-NL
CC-BY-3.0-US CC-BY-4.0 CC-BY-NC-1.0 CC-BY-NC-2.0 CC-BY-NC-2.5 CC-BY-NC-3.0 CC-BY-NC-3.0-DE CC-BY-NC-3.0-IGO
CC-BY-NC-4.0 CC-BY-NC-ND-1.0 CC-BY-NC-ND-2.0 CC-BY-NC-ND-2.5 CC-BY-NC-ND-3.0 CC-BY-NC-ND-3.0-DE
CC-BY-NC-ND-3.0-IGO CC-BY-NC-ND-4.0 CC-BY-NC-SA-1.0 CC-BY-NC-SA-2.0 CC-BY-NC-SA-2.0-DE CC-BY-NC-SA-2.0-FR
CC-BY-NC-SA-2.0-UK CC-BY-NC-SA-2.5 CC-BY-NC-SA-3.0 CC-BY-NC-SA-3.0-DE CC-BY-NC-SA-3.0-IGO CC-BY-NC-SA-4.0
CC-BY-ND-1.0 CC-BY-ND-2.0 CC-BY-ND-2.5 CC-BY-ND-3.0 CC-BY-ND-3.0-DE CC-BY-ND-4.0 CC-BY-SA-1.0 CC-BY-SA-2.0
CC-BY-SA-2.0-UK CC-BY-SA-2.1-JP CC-BY-SA-2.5 CC-BY-SA-3.0 CC-BY-SA-3.0-AT CC-BY-SA-3.0-DE CC-BY-SA-3.0-IGO
CC-BY-SA-4.0 CC-PDDC CC-PDM-1.0 CC-SA-1.0 CC0-1.0 CDDL-1.0 CDDL-1.1 CDL-1.0 CDLA-Permissive-1.0
CDLA-Permissive-2.0 CDLA-Sharing-1.0 CECILL-1.0 CECILL-1.1 CECILL-2.0 CECILL-2.1 CECILL-B CECILL-C
CERN-OHL-1.1 CERN-OHL-1.2 CERN-OHL-P-2.0 CERN-OHL-S-2.0 CERN-OHL-W-2.0 CFITSIO check-cvs checkmk ClArtistic
Clips CMU-Mach CMU-Mach-nodoc CNRI-Jython CNRI-Python CNRI-Python-GPL-Compatible COIL-1.0 Community-Spec-1.0
Condor-1.1 copyleft-next-0.3.0 copyleft-next-0.3.1 Cornell-Lossless-JPEG CPAL-1.0 CPL-1.0 CPOL-1.02 Cronyx
Crossword CryptoSwift CrystalStacker CUA-OPL-1.0 Cube curl cve-tou D-FSL-1.0 DEC-3-Clause diffmark
DL-DE-BY-2.0 DL-DE-ZERO-2.0 DOC DocBook-DTD DocBook-Schema DocBook-Stylesheet DocBook-XML Dotseqn DRL-1.0
DRL-1.1 DSDP dtoa dvipdfm ECL-1.0 ECL-2.0 eCos-2.0 EFL-1.0 EFL-2.0 eGenix Elastic-2.0 Entessa EPICS EPL-1.0
EPL-2.0 ErlPL-1.1 ESA-PL-permissive-2.4 ESA-PL-strong-copyleft-2.4 ESA-PL-weak-copyleft-2.4 etalab-2.0
EUDatagrid EUPL-1.0 EUPL-1.1 EUPL-1.2 Eurosym Fair FBM FDK-AAC FDK-MPEG-H Ferguson-Twofish Frameworx-1.0
FreeBSD-DOC FreeImage FSFAP FSFAP-no-warranty-disclaimer FSFUL FSFULLR FSFULLRSD FSFULLRWD FSL-1.1-ALv2
FSL-1.1-MIT FTL Furuseth fwlw Game-Programming-Gems GCR-docs GD generic-xts GFDL-1.1 GFDL-1.1-invariants-only
GFDL-1.1-invariants-or-later GFDL-1.1-no-invariants-only GFDL-1.1-no-invariants-or-later GFDL-1.1-only
GFDL-1.1-or-later GFDL-1.2 GFDL-1.2-invariants-only GFDL-1.2-invariants-or-later GFDL-1.2-no-invariants-only
GFDL-1.2-no-invariants-or-later GFDL-1.2-only GFDL-1.2-or-later GFDL-1.3 GFDL-1.3-invariants-only
GFDL-1.3-invariants-or-later GFDL-1.3-no-invariants-only GFDL-1.3-no-invariants-or-later GFDL-1.3-only
GFDL-1.3-or-later Giftware GL2PS Glide Glulxe GLWTPL gnuplot GPL-1.0 GPL-1.0+ GPL-1.0-only GPL-1.0-or-later
GPL-2.0 GPL-2.0+ GPL-2.0-only GPL-2.0-or-later GPL-2.0-with-autoconf-exception GPL-2.0-with-bison-exception
GPL-2.0-with-classpath-exception GPL-2.0-with-font-exception GPL-2.0-with-GCC-exception GPL-3.0 GPL-3.0+
GPL-3.0-only GPL-3.0-or-later GPL-3.0-with-autoconf-exception GPL-3.0-with-GCC-exception Graphics-Gems
gSOAP-1.3b gtkbook Gutmann HaskellReport HDF5 hdparm HIDAPI Hippocratic-2.1 Hippocratic-3.0-core HP-1986
HP-1989 HPND HPND-DEC HPND-doc HPND-doc-sell HPND-export-US HPND-export-US-acknowledgement
HPND-export-US-modify HPND-export2-US HPND-Fenneberg-Livingston HPND-INRIA-IMAG HPND-Intel HPND-Kevlin-Henney
HPND-Markus-Kuhn HPND-merchantability-variant HPND-MIT-disclaimer HPND-Netrek HPND-Pbmplus
HPND-sell-MIT-disclaimer-xserver HPND-sell-regexpr HPND-sell-variant HPND-sell-variant-critical-systems
HPND-sell-variant-MIT-disclaimer HPND-sell-variant-MIT-disclaimer-rev HPND-SMC HPND-UC HPND-UC-export-US
HTMLTIDY hyphen-bulgarian IBM-pibs ICU IEC-Code-Components-EULA IJG IJG-short ImageMagick iMatix Imlib2
Info-ZIP Informatica Inner-Net-2.0 InnoSetup Intel Intel-ACPI Interbase-1.0 IPA IPL-1.0 ISC ISC-Veillard
ISO-permission Jam JasPer-2.0 jove JPL-image JPNIC JSON Kastrup Kazlib Knuth-CTAN LAL-1.2 LAL-1.3 Latex2e
Latex2e-translated-notice Leptonica LGPL-2.0 LGPL-2.0+ LGPL-2.0-only LGPL-2.0-or-later LGPL-2.1 LGPL-2.1+
LGPL-2.1-only LGPL-2.1-or-later LGPL-3.0 LGPL-3.0+ LGPL-3.0-only LGPL-3.0-or-later LGPLLR Libpng
libpng-1.6.35 libpng-2.0 libselinux-1.0 libtiff libutil-David-Nugent LiLiQ-P-1.1 LiLiQ-R-1.1 LiLiQ-Rplus-1.1
Linux-man-pages-1-para Linux-man-pages-copyleft Linux-man-pages-copyleft-2-para Linux-man-pages-copyleft-var
Linux-OpenIB LOOP LPD-document LPL-1.0 LPL-1.02 LPPL-1.0 LPPL-1.1 LPPL-1.2 LPPL-1.3a LPPL-1.3c lsof
Lucida-Bitmap-Fonts LZMA-SDK-9.11-to-9.20 LZMA-SDK-9.22 Mackerras-3-Clause Mackerras-3-Clause-acknowledgment
magaz mailprio MakeIndex man2html Martin-Birgmeier McPhee-slideshow metamail Minpack MIPS MirOS MIT MIT-0
MIT-advertising MIT-Click MIT-CMU MIT-enna MIT-feh MIT-Festival MIT-Khronos-old MIT-Modern-Variant
MIT-open-group MIT-STK MIT-testregex MIT-Wu MITNFA MMIXware MMPL-1.0.1 Motosoto MPEG-SSG mpi-permissive
mpich2 MPL-1.0 MPL-1.1 MPL-2.0 MPL-2.0-no-copyleft-exception mplus MS-LPL MS-PL MS-RL MTLL MulanPSL-1.0
MulanPSL-2.0 Multics Mup MVT-1.1 NAIST-2003 NASA-1.3 Naumen NBPL-1.0 NCBI-PD NCGL-UK-2.0 NCL NCSA Net-SNMP
NetCDF Newsletr NGPL ngrep NICTA-1.0 NIST-PD NIST-PD-fallback NIST-PD-TNT NIST-Software NLOD-1.0 NLOD-2.0
NLPL Nokia NOSL Noweb NPL-1.0 NPL-1.1 NPOSL-3.0 NRL NTIA-PD NTP NTP-0 Nunit O-UDA-1.0 OAR OCCT-PL OCLC-2.0
ODbL-1.0 ODC-By-1.0 OFFIS OFL-1.0 OFL-1.0-no-RFN OFL-1.0-RFN OFL-1.1 OFL-1.1-no-RFN OFL-1.1-RFN OGC-1.0
OGDL-Taiwan-1.0 OGL-Canada-2.0 OGL-UK-1.0 OGL-UK-2.0 OGL-UK-3.0 OGTSL OLDAP-1.1 OLDAP-1.2 OLDAP-1.3 OLDAP-1.4
OLDAP-2.0 OLDAP-2.0.1 OLDAP-2.1 OLDAP-2.2 OLDAP-2.2.1 OLDAP-2.2.2 OLDAP-2.3 OLDAP-2.4 OLDAP-2.5 OLDAP-2.6
OLDAP-2.7 OLDAP-2.8 OLFL-1.3 OML OpenMDW-1.0 OpenPBS-2.3 OpenSSL OpenSSL-standalone OpenVision OPL-1.0
OPL-UK-3.0 OPUBL-1.0 OSC-1.0 OSET-PL-2.1 OSL-1.0 OSL-1.1 OSL-2.0 OSL-2.1 OSL-3.0 OSSP PADL
ParaType-Free-Font-1.3 Parity-6.0.0 Parity-7.0.0 PDDL-1.0 PHP-3.0 PHP-3.01 Pixar pkgconf Plexus pnmstitch
PolyForm-Noncommercial-1.0.0 PolyForm-Small-Business-1.0.0 PostgreSQL PPL PSF-2.0 psfrag psutils Python-2.0
Python-2.0.1 python-ldap Qhull QPL-1.0 QPL-1.0-INRIA-2004 radvd Rdisc RHeCos-1.1 RPL-1.1 RPL-1.5 RPSL-1.0
RSA-MD RSCPL Ruby Ruby-pty SAX-PD SAX-PD-2.0 Saxpath SCEA SchemeReport Sendmail Sendmail-8.23
Sendmail-Open-Source-1.1 SGI-B-1.0 SGI-B-1.1 SGI-B-2.0 SGI-OpenGL SGMLUG-PM SGP4 SHL-0.5 SHL-0.51 SimPL-2.0
SISSL SISSL-1.2 SL Sleepycat SMAIL-GPL SMLNJ SMPPL SNIA snprintf SOFA softSurfer Soundex Spencer-86
Spencer-94 Spencer-99 SPL-1.0 ssh-keyscan SSH-OpenSSH SSH-short SSLeay-standalone SSPL-1.0 StandardML-NJ
SugarCRM-1.1.3 SUL-1.0 Sun-PPP Sun-PPP-2000 SunPro SWL swrule Symlinks TAPR-OHL-1.0 TCL TCP-wrappers TekHVC
TermReadKey TGPPL-1.0 ThirdEye threeparttable TMate TORQUE-1.1 TOSL TPDL TPL-1.0 TrustedQSL TTWL TTYP0
TU-Berlin-1.0 TU-Berlin-2.0 Ubuntu-font-1.0 UCAR UCL-1.0 ulem UMich-Merit Unicode-3.0 Unicode-DFS-2015
Unicode-DFS-2016 Unicode-TOU UnixCrypt Unlicense Unlicense-libtelnet Unlicense-libwhirlpool UnRAR UPL-1.0
URT-RLE Vim Vixie-Cron VOSTROM VSL-1.0 W3C W3C-19980720 W3C-20150513 w3m Watcom-1.0 Widget-Workshop WordNet
Wsuipa WTFNMFPL WTFPL wwl wxWindows X11 X11-distribute-modifications-variant X11-no-permit-persons
X11-swapped Xdebug-1.03 Xerox Xfig XFree86-1.1 xinetd xkeyboard-config-Zinoviev xlock Xnet xpp XSkat xzoom
YPL-1.0 YPL-1.1 Zed Zeeff Zend-2.0 Zimbra-1.3 Zimbra-1.4 Zlib zlib-acknowledgement ZPL-1.1 ZPL-2.0 ZPL-2.1
389-exception Asterisk-exception Asterisk-linking-protocols-exception Autoconf-exception-2.0
Autoconf-exception-3.0 Autoconf-exception-generic Autoconf-exception-generic-3.0 Autoconf-exception-macro
Bison-exception-1.24 Bison-exception-2.2 Bootloader-exception CGAL-linking-exception Classpath-exception-2.0
Classpath-exception-2.0-short CLISP-exception-2.0 cryptsetup-OpenSSL-exception Digia-Qt-LGPL-exception-1.1
DigiRule-FOSS-exception eCos-exception-2.0 erlang-otp-linking-exception Fawkes-Runtime-exception
FLTK-exception fmt-exception Font-exception-2.0 freertos-exception-2.0 GCC-exception-2.0
GCC-exception-2.0-note GCC-exception-3.1 Gmsh-exception GNAT-exception GNOME-examples-exception
GNU-compiler-exception gnu-javamail-exception Google-Patent-WebM GPL-3.0-389-ds-base-exception
GPL-3.0-interface-exception GPL-3.0-linking-exception GPL-3.0-linking-source-exception GPL-CC-1.0
GStreamer-exception-2005 GStreamer-exception-2008 harbour-exception i2p-gpl-java-exception
Independent-modules-exception KiCad-libraries-exception kvirc-openssl-exception LGPL-3.0-linking-exception
libpri-OpenH323-exception Libtool-exception Linux-syscall-note LLGPL LLVM-exception LZMA-exception
mif-exception mxml-exception Nokia-Qt-exception-1.1 OCaml-LGPL-linking-exception OCCT-exception-1.0
OpenJDK-assembly-exception-1.0 openvpn-openssl-exception PCRE2-exception polyparse-exception
PS-or-PDF-font-exception-20170817 QPL-1.0-INRIA-2004-exception Qt-GPL-exception-1.0 Qt-LGPL-exception-1.1
Qwt-exception-1.0 romic-exception RRDtool-FLOSS-exception-2.0 rsync-linking-exception SANE-exception SHL-2.0
SHL-2.1 Simple-Library-Usage-exception Spelling-Provider-LGPL-exception sqlitestudio-OpenSSL-exception
stunnel-exception SWI-exception Swift-exception Texinfo-exception u-boot-exception-2.0 UBDL-exception
Universal-FOSS-exception-1.0 vsftpd-openssl-exception WxWindows-exception-3.1 x11vnc-openssl-exception
`;

;// CONCATENATED MODULE: ./src/inventory/cyclonedx.ts
// The CycloneDX 1.6 JSON inventory: a BOM whose `components` array is written page by page.



/** SPDX ids by lower case (SPDX ids match case-insensitively), to the canonical spelling. */
let spdxIds;
/** The canonical SPDX id of a license name, when it is one the schema accepts. */
function spdxId(license) {
    spdxIds ??= new Map(SPDX_LICENSE_IDS.split(/\s+/)
        .filter((id) => id !== '')
        .map((id) => [id.toLowerCase(), id]));
    return spdxIds.get(license.trim().toLowerCase());
}
/** Everything before the first component. */
function cyclonedxOpening(context) {
    const bom = {
        bomFormat: 'CycloneDX',
        specVersion: '1.6',
        serialNumber: `urn:uuid:${(0,external_node_crypto_.randomUUID)()}`,
        version: 1,
        metadata: {
            timestamp: context.generatedAt,
            tools: { components: [{ type: 'application', name: 'findings-gate' }] },
            properties: [
                { name: 'findings-gate:deployment-id', value: context.deploymentId },
                ...(context.deploymentName === undefined ? [] : [{ name: 'findings-gate:deployment-name', value: context.deploymentName }]),
            ],
        },
    };
    return `${JSON.stringify(bom).slice(0, -1)},"components":[\n`;
}
/** One component; `index` makes the bom-ref unique even when the API sent no id. */
function cyclonedxComponent(d, index) {
    const purl = purlOf(d);
    const properties = [
        ...(d.transitivity === undefined ? [] : [{ name: 'findings-gate:transitivity', value: d.transitivity }]),
        ...(d.repositoryId === undefined ? [] : [{ name: 'findings-gate:repository-id', value: d.repositoryId }]),
        ...(d.definedAt?.path === undefined ? [] : [{ name: 'findings-gate:lockfile-path', value: d.definedAt.path }]),
        ...(d.manifestPath === undefined ? [] : [{ name: 'findings-gate:manifest-path', value: d.manifestPath }]),
    ];
    return {
        type: 'library',
        'bom-ref': `${index + 1}:${purl}`,
        name: d.name,
        ...(d.version ? { version: d.version } : {}),
        purl,
        ...(d.licenses.length > 0
            ? {
                licenses: d.licenses.map((license) => {
                    const id = spdxId(license);
                    return { license: id === undefined ? { name: license } : { id } };
                }),
            }
            : {}),
        ...(properties.length > 0 ? { properties } : {}),
    };
}
/** Appends one page of components, a line each; `written` is how many came before. */
function cyclonedxComponents(page, written, append) {
    for (let i = 0; i < page.length; i++) {
        if (written + i > 0)
            append(',\n');
        append(JSON.stringify(cyclonedxComponent(page[i], written + i)));
    }
}
/** Everything after the last component. */
function cyclonedxClosing() {
    return '\n]}\n';
}

// EXTERNAL MODULE: ./src/inventory/error.ts
var inventory_error = __webpack_require__(7066);
;// CONCATENATED MODULE: ./src/inventory/json.ts

/** Everything before the first dependency. */
function jsonOpening(context) {
    const header = {
        format: 'findings-gate/dependency-inventory',
        version: 1,
        generatedAt: context.generatedAt,
        deployment: { id: context.deploymentId, name: context.deploymentName ?? null },
        filters: context.filters,
    };
    return `${JSON.stringify(header).slice(0, -1)},"dependencies":[\n`;
}
/**
 * One dependency as the inventory shows it: the API's fields and its purl, in the inventory's order. An
 * absent field is undefined, which JSON.stringify leaves out, so every record has one shape and the
 * serialiser stays on its fast path.
 */
function inventoryRecord(d) {
    return {
        name: d.name,
        version: d.version,
        ecosystem: d.ecosystem,
        purl: purlOf(d),
        transitivity: d.transitivity,
        licenses: d.licenses,
        repositoryId: d.repositoryId,
        definedAt: d.definedAt,
        manifestPath: d.manifestPath,
        resolvedUrl: d.resolvedUrl,
        id: d.id,
    };
}
/** Appends one page of records, a line each; `written` is how many came before. */
function jsonRecords(page, written, append) {
    for (let i = 0; i < page.length; i++) {
        if (written + i > 0)
            append(',\n');
        append(JSON.stringify(inventoryRecord(page[i])));
    }
}
/** Everything after the last dependency. */
function jsonClosing(count) {
    return `\n],"count":${count}}\n`;
}

;// CONCATENATED MODULE: ./src/inventory/masked.ts
/**
 * `d` with every string masked by `mask`; `d` itself when none changed. The generic walk below, not a list of the
 * fields: a field the API adds is masked without being named, and the by-name form it replaced (two lists of the
 * fields kept in step) saved about 2 s of CPU on a 1,000,000-dependency export of ~34 s, nothing a user feels.
 */
function maskedDependency(d, mask) {
    return maskedStrings(d, mask);
}
/** A JSON value with every string masked (keys are the gate's own); the same value where none changed. */
function maskedStrings(value, mask) {
    if (typeof value === 'string')
        return mask(value);
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value)) {
        const items = value.map((item) => maskedStrings(item, mask));
        return (items.some((item, i) => item !== value[i]) ? items : value);
    }
    const entries = Object.entries(value).map(([key, item]) => [key, maskedStrings(item, mask)]);
    return (entries.some(([key, item]) => item !== value[key]) ? Object.fromEntries(entries) : value);
}

;// CONCATENATED MODULE: ./src/inventory/writer.ts
// Writes the dependency inventory as pages arrive: each record is encoded into reused buffers, and a
// page's bytes are written while the next page is encoded, so memory holds two pages at most whatever
// the deployment's size, and no page-sized string or buffer is made on the way (a million dependencies
// are about 400 MB of JSON). The file is written under a temporary name and renamed only when
// complete: a failed walk never leaves a file that looks complete. The file crosses the boundary every
// file the gate writes crosses (attack24): opened by host/files.ts's rules (no link, no FIFO, no linked
// folder of the checkout), and each record through the run's mask (its secrets hidden, its URLs cut).











const FORMATS = {
    json: { opening: jsonOpening, page: jsonRecords, closing: jsonClosing },
    csv: {
        opening: () => csvHeader(),
        page: (page, _written, append) => appendCsvRows(page, append),
        closing: () => '',
        unquoted: (text) => (text.includes('""') ? text.replaceAll('""', '"') : text),
    },
    cyclonedx: { opening: cyclonedxOpening, page: cyclonedxComponents, closing: () => cyclonedxClosing() },
};
/**
 * Records encoded between two turns of the event loop: the walk has already asked for the next page, and
 * its answer is read off the socket only when the loop turns (as in api/pages.ts ITEMS_PER_TURN).
 */
const RECORDS_PER_TURN = 2000;
/** Size of each reused buffer; a page of 10,000 dependencies fills about four. */
const BUFFER_BYTES = 1 << 20;
/** The partial file: text appended into reused buffers, written in order by flush. */
class PartialFile {
    #handle;
    /** Buffers written and free to fill again. */
    #free = [];
    /** Buffers filled and not yet written, in order, with the bytes each holds. */
    #full = [];
    #current;
    #used = 0;
    constructor(handle) {
        this.#handle = handle;
        this.#current = Buffer.allocUnsafe(BUFFER_BYTES);
    }
    /** Appends text, encoded as UTF-8 (a UTF-16 unit is at most 3 bytes, so a piece that may not fit starts a new buffer). */
    append = (text) => {
        if (this.#used + text.length * 3 > BUFFER_BYTES) {
            this.#retire();
            if (text.length * 3 > BUFFER_BYTES) {
                const bytes = Buffer.from(text, 'utf8');
                this.#full.push({ buffer: bytes, length: bytes.length });
                return;
            }
        }
        this.#used += this.#current.write(text, this.#used, 'utf8');
    };
    /** Writes everything appended so far. */
    async flush() {
        this.#retire();
        for (const { buffer, length } of this.#full.splice(0)) {
            for (let at = 0; at < length;)
                at += (await this.#handle.write(buffer, at, length - at)).bytesWritten;
            if (buffer.length === BUFFER_BYTES && this.#free.length < 8)
                this.#free.push(buffer);
        }
    }
    /** Appends bytes already encoded (a slice's, checked by the mask), after what was appended before. */
    appendBytes(bytes) {
        this.#retire();
        this.#full.push({ buffer: bytes, length: bytes.length });
    }
    /** Flushes and closes the file. */
    async close() {
        await this.flush();
        await this.#handle.close();
    }
    /** Closes the file after a failure, without writing. Never throws. */
    async discard() {
        this.#full.length = 0;
        await this.#handle.close().catch(() => undefined);
    }
    /** Moves the current buffer to the written-next list (when it holds anything) and takes a free one. */
    #retire() {
        if (this.#used === 0)
            return;
        this.#full.push({ buffer: this.#current, length: this.#used });
        this.#current = this.#free.pop() ?? Buffer.allocUnsafe(BUFFER_BYTES);
        this.#used = 0;
    }
}
/** The error of a failed write, naming the file; an InventoryError as it is. */
function failureIn(target) {
    return (error) => error instanceof inventory_error/* InventoryError */.F
        ? error
        : new inventory_error/* InventoryError */.F(`could not write the dependency inventory ${target}: ${error.message}`, { cause: error });
}
/**
 * Removes an inventory an earlier run left at `target`: it must not pass for this run's. A link of the checkout on
 * the way is removed first (host/files.ts replaceLinkedFolders), so that rm never reaches through it; a link at
 * `target` itself is removed, never followed.
 */
async function clearTarget(target, fail) {
    try {
        await (0,files/* replaceLinkedFoldersOf */.eB)(target);
        await (0,promises_.rm)(target, { force: true });
    }
    catch (error) {
        throw fail(error);
    }
}
/**
 * Opens the file the inventory is written to until it is complete, by host/files.ts's rules (a link, a FIFO or a
 * linked folder refused, the folder made), with its opening written. What the open refused is left as it was.
 */
async function openPartial(partial, opening, fail) {
    let file;
    try {
        file = new PartialFile(await (0,files/* openFileToWrite */.tc)(partial));
    }
    catch (error) {
        throw fail(error);
    }
    try {
        file.append(opening);
        await file.flush();
        return file;
    }
    catch (error) {
        await file.discard();
        await (0,promises_.rm)(partial, { force: true });
        throw fail(error);
    }
}
/**
 * Opens the inventory at `path` (relative to the working directory) in `format`; removes any old file there first.
 * `mask` is the run's: every string written goes through it.
 */
async function openInventory(path, format, context, mask) {
    const target = (0,external_node_path_.resolve)(path);
    const partial = `${target}.partial`;
    const fail = failureIn(target);
    const encoding = FORMATS[format];
    await clearTarget(target, fail);
    const file = await openPartial(partial, encoding.opening(maskedStrings(context, mask.value)), fail);
    return inventoryWriter({ file, target, partial, encoding, mask, fail });
}
/**
 * The bytes of one slice of dependencies, `written` before it, through the mask: each string's URLs cut (publicUrls,
 * the mask's URL pass, which returns a URL with nothing to cut unsearched), and where the slice's bytes may hold a
 * secret of the run (mask.mayHoldSecret, on the bytes as they will be written), the slice encoded again with every
 * string masked whole. The check reads the slice at once: a record-by-record redaction costs more than the encoding.
 */
function sliceBytes(slice, written, encoding, mask) {
    const encode = (masking) => {
        let text = '';
        encoding.page(slice.map((d) => maskedDependency(d, masking)), written, (piece) => {
            text += piece;
        });
        return text;
    };
    const text = encode(url_text.publicUrls);
    const bytes = Buffer.from(text);
    const checked = encoding.unquoted?.(text) ?? text;
    return mask.mayHoldSecret(checked === text ? bytes : Buffer.from(checked)) ? Buffer.from(encode(mask.value)) : bytes;
}
/** The writer of an opened inventory: pages appended as they come, the file renamed into place once complete. */
function inventoryWriter(parts) {
    const { file, target, partial, encoding, mask, fail } = parts;
    let count = 0;
    let done = false;
    // The bytes of the last page encoded, being written while the walk goes on; one page's writes at a time.
    let writing = Promise.resolve();
    return {
        path: target,
        async write(page) {
            if (done)
                throw new inventory_error/* InventoryError */.F('the dependency inventory is already closed');
            // A slice at a time, the event loop turning between: the next page's answer is read meanwhile.
            for (let from = 0; from < page.length; from += RECORDS_PER_TURN) {
                if (from > 0)
                    await (0,external_node_timers_promises_.setImmediate)();
                const slice = page.slice(from, from + RECORDS_PER_TURN);
                file.appendBytes(sliceBytes(slice, count, encoding, mask));
                count += slice.length;
            }
            // The previous page's writes first (a failure among them surfaces here), then this page's, in the background.
            await writing;
            writing = file.flush().catch((error) => Promise.reject(fail(error)));
            writing.catch(() => undefined); // observed here; rethrown by the next write or by finish
        },
        async finish() {
            if (done)
                throw new inventory_error/* InventoryError */.F('the dependency inventory is already closed');
            done = true;
            try {
                await writing;
                file.append(encoding.closing(count));
                await file.close();
                // Onto the name clearTarget cleared: a link made there since is replaced, never followed.
                await (0,promises_.rename)(partial, target);
            }
            catch (error) {
                await file.discard();
                await (0,promises_.rm)(partial, { force: true });
                throw fail(error);
            }
            return count;
        },
        async abort() {
            done = true;
            await writing.catch(() => undefined);
            await file.discard();
            await (0,promises_.rm)(partial, { force: true }).catch(() => undefined);
        },
    };
}


/***/ })

};

//# sourceMappingURL=801.index.js.map