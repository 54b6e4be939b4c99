// Imported first by gateway/server.ts: ES modules run in the order they are imported, so the
// process restarts with its malloc settings and compile cache before the rest of the server
// (libvips, SQLite, the built site) is loaded, and nothing is loaded twice.
import { restartWithStartUpSettings } from './start-up-environment.ts';

restartWithStartUpSettings();
