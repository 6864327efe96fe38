/** The Node entry's definition source, for suites that import the API modules directly. */
import '../../src/node/install.js';
