import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './patterns';

describe('escapeRegExp', () => {
  it('matches the text literally, its special characters included', () => {
    const text = '/images/brand-icons.svg?a=(1)+[2]*{3}|^$\\';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.svg')).test('aXsvg')).toBe(false);
  });
});
