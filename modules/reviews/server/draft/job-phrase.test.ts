import { describe, expect, it } from 'vitest';
import { jobPhrase } from './job-phrase.ts';

describe('jobPhrase', () => {
  it('tells a thing from a thing done, a deed and a task, so each can be placed in a sentence', () => {
    expect(jobPhrase('Hot water cylinder replacement')).toEqual({ kind: 'thing', text: 'our hot water cylinder replacement' });
    expect(jobPhrase('The kitchen renovation')).toEqual({ kind: 'thing', text: 'the kitchen renovation' });
    expect(jobPhrase('WOF and service')).toEqual({ kind: 'thing', text: 'our WOF and service' });
    expect(jobPhrase('Paint job')).toEqual({ kind: 'thing', text: 'our paint job' });
    expect(jobPhrase('Blocked drain cleared')).toEqual({ kind: 'done', text: 'our blocked drain cleared' });
    expect(jobPhrase('Hedges trimmed and lawns mowed')).toEqual({ kind: 'done', text: 'our hedges trimmed and lawns mowed' });
    expect(jobPhrase('Roof repaired after the storm')).toEqual({ kind: 'done', text: 'our roof repaired after the storm' });
    expect(jobPhrase('Cleared the blocked drain')).toEqual({ kind: 'did', text: 'cleared the blocked drain' });
    expect(jobPhrase('Drew up the extension plans')).toEqual({ kind: 'did', text: 'drew up the extension plans' });
    expect(jobPhrase('Replace the hot water cylinder')).toEqual({ kind: 'todo', text: 'replace the hot water cylinder' });
    expect(jobPhrase('Clean the whole house.')).toEqual({ kind: 'todo', text: 'clean the whole house' });
  });
});
