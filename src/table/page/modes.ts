/** The modes the lobby offers: every mode the package ships, as each game lists them (a test keeps the list in step). */
export { MODES } from '../../games/modes.js';
