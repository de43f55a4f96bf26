import { describe, expect, it } from 'vitest';
import { PROJECT_VALUE_NAMES, projectValueName } from './projects';

describe("a project's type and status as pages name them", () => {
  it('are the stored values in English, and the value itself when unknown', () => {
    expect(projectValueName('Full Stack')).toBe('Full Stack');
    expect(projectValueName('In Complete')).toBe('In Complete');
    expect(projectValueName('Mainframe')).toBe('Mainframe');
    expect(projectValueName('constructor')).toBe('constructor');
  });

  it('follow a language put in their place', () => {
    const before = PROJECT_VALUE_NAMES.Complete;
    PROJECT_VALUE_NAMES.Complete = 'সম্পূর্ণ';
    try {
      expect(projectValueName('Complete')).toBe('সম্পূর্ণ');
    } finally {
      PROJECT_VALUE_NAMES.Complete = before ?? 'Complete';
    }
  });
});
