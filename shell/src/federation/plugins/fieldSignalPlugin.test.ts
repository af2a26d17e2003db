import { describe, expect, it } from 'vitest';
import { reachStage, stageOf } from '../../field/loadStages';
import fieldSignalPlugin from './fieldSignalPlugin';

type EntryArgs = Parameters<NonNullable<ReturnType<typeof fieldSignalPlugin>['afterLoadEntry']>>[0];
const afterLoadEntry = (args: object) => fieldSignalPlugin().afterLoadEntry!(args as EntryArgs);

describe("the field signal's load stages", () => {
  it("counts a failure after a remote's entry has loaded as its chunk's, and not before", async () => {
    reachStage('mfe-forms', 'entry');
    await afterLoadEntry({ remoteInfo: { name: 'mfe_forms', alias: 'mfe-forms' }, error: new Error('ScriptNetworkError') });
    expect(stageOf('mfe-forms')).toBe('entry');
    await afterLoadEntry({ remoteInfo: { name: 'mfe_forms', alias: 'mfe-forms' }, remoteEntryExports: { get() {}, init() {} } });
    expect(stageOf('mfe-forms')).toBe('chunk');
  });
});
