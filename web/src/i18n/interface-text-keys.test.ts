import { INTERFACE_TEXT_MESSAGES as T } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { texts } from '@/config/texts';
import {
  englishMessageOf,
  interfaceTextEntries,
  overrideProblem,
  overrideProblems,
  overridesCatalog,
} from './interface-text-keys';
import { renderInLanguage } from './render-in-language';

describe('the interface’s texts by key', () => {
  it('lists every text with its English, its values and the language’s catalog text', () => {
    const entries = new Map(interfaceTextEntries('bn').map((entry) => [entry.key, entry]));
    expect(entries.get('texts.header.home')).toEqual({
      key: 'texts.header.home',
      english: 'Home',
      catalog: 'হোম',
      arguments: 0,
    });
    expect(entries.get('texts.header.profile')).toMatchObject({ english: 'Profile: {0}', arguments: 1 });
    expect(entries.get('validation.tooLong')?.arguments).toBe(2);
    // English has no catalog: its texts are the English ones.
    expect(interfaceTextEntries('en').find((entry) => entry.key === 'texts.header.home')).not.toHaveProperty(
      'catalog',
    );
  });

  it('refuses an unknown key, a message that does not parse, and values the text does not show', () => {
    expect(overrideProblem('texts.header.home', 'Start')).toBeUndefined();
    expect(overrideProblem('texts.header.profile', 'Me ({0})')).toBeUndefined();
    expect(overrideProblem('texts.header.nothing', 'Start')).toBe(T.unknownKey);
    expect(overrideProblem('texts.header', 'Start')).toBe(T.unknownKey);
    expect(overrideProblem('texts.header.home', 'Start {')).toBe(T.notMessage);
    expect(overrideProblem('texts.header.home', 'Start {0}')).toBe(T.noArguments);
    expect(overrideProblem('texts.header.profile', 'Me {1}')).toBe(T.wrongArgument(1));
    expect(overrideProblem('validation.tooLong', '{0}: {2, number}')).toBe(T.wrongArgument(2));
  });

  it('gives the reasons of a whole set by key, and none for the texts that can be', () => {
    expect(
      overrideProblems({
        'texts.header.home': 'Start',
        'texts.header.nothing': 'x',
        'texts.header.about': '{',
      }),
    ).toEqual({ 'texts.header.nothing': T.unknownKey, 'texts.header.about': T.notMessage });
    expect(overrideProblems({ 'texts.header.home': 'Start' })).toEqual({});
  });

  it('renders the overrides over English and over a catalog, leaving out one that cannot show', () => {
    const overrides = overridesCatalog({
      'texts.header.home': 'Start',
      'texts.header.profile': 'Me ({0})',
      'texts.header.about': 'Broken {',
    });
    const header = () => [texts.header.home, texts.header.profile('Ada'), texts.header.about];
    expect(renderInLanguage(undefined, header, overrides)).toEqual(['Start', 'Me (Ada)', 'About']);
    expect(renderInLanguage('bn', header, overrides)).toEqual(['Start', 'Me (Ada)', 'পরিচিতি']);
    // Undone after each render.
    expect(header()).toEqual(['Home', 'Profile: Ada', 'About']);
  });

  it('shows a text function’s English with its values numbered', () => {
    expect(englishMessageOf((name: string) => `Hi ${name}`)).toBe('Hi {0}');
    expect(englishMessageOf((n: number) => n.toFixed(2))).toBe('{0}');
  });
});
