// Runs the longest test files first so no worker idles at the end of a run. Jest orders by the last
// run's durations when its cache has them; a clean clone (CI) has none, and jest then orders by file
// size, which puts the sweeps below last: small files that ask every route or operation as every
// role (60-160 s each, against a few seconds for most files), and kept one worker busy alone for a
// minute or more after the other had finished.
const Sequencer = require('@jest/test-sequencer').default;

const sweeps = [
  /\/platform\/access\/__tests__\/(list-parameters-[a-z-]+|authorization-matrix|rest-field-rules)\.test\.ts$/,
  /\/db\/seed\/__tests__\/[a-z-]+\.test\.ts$/,
];
const isSweep = (test) => sweeps.some((pattern) => pattern.test(test.path.split('\\').join('/')));

class SweepsFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    if (ordered.some((test) => typeof test.duration === 'number')) return ordered;
    return [...ordered.filter(isSweep), ...ordered.filter((test) => !isSweep(test))];
  }
}

module.exports = SweepsFirstSequencer;
