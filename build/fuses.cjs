// Electron's fuses as the electron-builder configuration sets them, one entry per fuse of the wire
// @electron/fuses knows: a fuse the configuration leaves unset (a new one, after an Electron upgrade)
// is a problem to decide, not a default to inherit silently.

/**
 * The wire's fuses (RunAsNode, ...) with their index and configuration key, from @electron/fuses's
 * FuseV1Options enum (passed in: its string keys map to indexes).
 * @param {Record<string, string | number>} fuseV1Options
 */
function fuseList(fuseV1Options) {
  return Object.entries(fuseV1Options)
    .filter(([, index]) => typeof index === 'number')
    .map(([name, index]) => ({ name, index, key: name[0].toLowerCase() + name.slice(1) }));
}

/**
 * Every fuse with the state the configuration wants, and the problems: a fuse it leaves unset, a
 * key that is no fuse, a value that is not true or false.
 * @param {Record<string, unknown>} electronFuses
 * @param {Record<string, string | number>} fuseV1Options
 */
function wantedFuses(electronFuses, fuseV1Options) {
  const FUSES = fuseList(fuseV1Options);
  const problems = [];
  const wanted = [];
  for (const fuse of FUSES) {
    const on = electronFuses[fuse.key];
    if (typeof on !== 'boolean') problems.push(`fuse ${fuse.name} (${fuse.key}) is not set to true or false in the configuration`);
    else wanted.push({ ...fuse, on });
  }
  for (const key of Object.keys(electronFuses)) {
    if (key !== 'resetAdHocDarwinSignature' && !FUSES.some((f) => f.key === key)) problems.push(`electronFuses.${key} is no fuse @electron/fuses knows`);
  }
  return { wanted, problems };
}

module.exports = { fuseList, wantedFuses };
