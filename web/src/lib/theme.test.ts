import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_ATTRIBUTE, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from '@/config/theme';
import { nextThemeChoice, readThemeChoice, saveThemeChoice } from './theme';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

describe('the theme choice', () => {
  it('is the system’s until one is stored, and ignores anything else stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('cycles System → Light → Dark → System', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('is applied to <html> at once and stored; System removes both', () => {
    saveThemeChoice('dark');
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('the boot script applies a stored choice, and nothing else', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    document.documentElement.removeAttribute(THEME_ATTRIBUTE);
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });
});
