/** Importing this module makes the API read definitions from the file system (the Node entry does). */
import { useDefinitionSource } from '../engine/loading/source.js';
import { fileSource } from './file-source.js';

useDefinitionSource(fileSource);
