// Runs before every script a school runs (npm install, start, serve, the admin tools), in
// whatever Node is installed, so it is plain CommonJS that any version can parse.
'use strict';

var engines = require('../package.json').engines.node;

/** The problem with running on `version` when the app needs `range` (">=X.Y"), or null if none. */
function nodeVersionProblem(version, range) {
  var wanted = /^>=\s*(\d+)\.(\d+)/.exec(range);
  var actual = /^v?(\d+)\.(\d+)/.exec(version);
  if (!wanted || !actual) return null;
  var tooOld = Number(actual[1]) < Number(wanted[1]) || (actual[1] === wanted[1] && Number(actual[2]) < Number(wanted[2]));
  if (!tooOld) return null;
  return 'Studyhall needs Node.js ' + range + ' (24 LTS recommended), but this is Node.js ' + version +
    '. Install a newer Node.js from https://nodejs.org/ and run the command again.';
}

module.exports = { nodeVersionProblem: nodeVersionProblem };

if (require.main === module) {
  var problem = nodeVersionProblem(process.version, engines);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
