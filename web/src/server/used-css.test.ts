import { describe, expect, it } from 'vitest';
import {
  classesInMarkup,
  parseStylesheet,
  requiredClasses,
  serializeUsed,
  stylesheetEntries,
  withoutUnreadRegistrations,
  withUsedCssOnly,
} from './used-css';

const used = (css: string, classes: string[]) => serializeUsed(parseStylesheet(css), new Set(classes));

describe('requiredClasses', () => {
  it('unescapes the names the build writes for variants and arbitrary values', () => {
    expect(requiredClasses('.sm\\:px-6')).toEqual(['sm:px-6']);
    expect(requiredClasses('.grid-cols-\\[auto_1fr\\]')).toEqual(['grid-cols-[auto_1fr]']);
    expect(requiredClasses('.py-2\\.5')).toEqual(['py-2.5']);
    expect(requiredClasses('.\\32 xl\\:text-lg')).toEqual(['2xl:text-lg']);
    expect(requiredClasses('.bg-white\\/70')).toEqual(['bg-white/70']);
  });

  it('requires every class of a compound or complex selector', () => {
    expect(requiredClasses('.auth-card h1')).toEqual(['auth-card']);
    expect(requiredClasses('.profile-card .profile-form')).toEqual(['profile-card', 'profile-form']);
    expect(requiredClasses('.switch:checked:before')).toEqual(['switch']);
  });

  it('ignores classes inside functional pseudo-classes and attribute selectors', () => {
    expect(requiredClasses('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([
      'group-hover:underline',
    ]);
    expect(requiredClasses(':where(.space-y-4>:not(:last-child))')).toEqual([]);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('html[data-theme=dark]')).toEqual([]);
  });
});

describe('serializeUsed', () => {
  const sheet =
    '/*! licence */@layer theme,base;@layer base{html{color:red}#root{display:flex}}' +
    '@layer utilities{.flex{display:flex}.hidden{display:none}@media (width>=40rem){.sm\\:flex{display:flex}}' +
    '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}}' +
    '@keyframes spin{to{transform:rotate(360deg)}}.a,.b{content:"{;}"}' +
    '.shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-shadow-color{syntax:"*";inherits:false}';

  it('keeps the rules the classes use, every rule that needs no class, and every other rule and group in place', () => {
    expect(used(sheet, ['flex', 'b'])).toBe(
      '/*! licence */@layer theme,base;@layer base{html{color:red}#root{display:flex}}' +
        '@layer utilities{.flex{display:flex}@media (width>=40rem){}@media (hover:hover){}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}.b{content:"{;}"}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-shadow-color{syntax:"*";inherits:false}',
    );
  });

  it('keeps a variant inside its media query', () => {
    expect(used(sheet, ['sm:flex', 'hover:underline'])).toContain(
      '@layer utilities{@media (width>=40rem){.sm\\:flex{display:flex}}@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}}',
    );
  });

  it('keeps a right-to-left rule wherever the page carries its class: `[dir=rtl]` requires none', () => {
    const rightToLeft =
      '.rtl-mirror:where([dir=rtl],[dir=rtl] *){scale:-1 1}[dir=rtl] .switch:checked:before{translate:-1.25rem}' +
      '@media not all and (width>=48rem){.max-md\\:rtl\\:translate-x-full:where([dir=rtl],[dir=rtl] *){translate:100%}}';
    expect(used(rightToLeft, ['rtl-mirror', 'switch', 'max-md:rtl:translate-x-full'])).toBe(rightToLeft);
    expect(used(rightToLeft, [])).toBe('@media not all and (width>=48rem){}');
  });

  it('gives back the whole stylesheet when every class is used', () => {
    expect(used(sheet, ['flex', 'hidden', 'sm:flex', 'hover:underline', 'a', 'b', 'shadow'])).toBe(sheet);
  });

  it('refuses a stylesheet whose block does not close', () => {
    expect(() => parseStylesheet('@media (width>=40rem){.a{color:red}')).toThrow(/unbalanced/);
  });
});

describe('stylesheetEntries', () => {
  it('lists each style rule with its selectors and the classes they require, in order', () => {
    const entries = stylesheetEntries(
      parseStylesheet(
        '/*! licence */@layer base{html{color:red}:-moz-focusring{outline:auto}}' +
          '@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:flex,.a .b{display:flex}}}' +
          '@property --x{syntax:"*";inherits:false}',
      ),
    );
    expect(entries).toEqual([
      // The base styles: every page carries them whole.
      0,
      [
        { d: 'display:flex', s: [['.flex', 'flex']] },
        [
          {
            d: 'display:flex',
            s: [
              ['.sm\\:flex', 'sm:flex'],
              ['.a .b', 'a', 'b'],
            ],
          },
        ],
      ],
      0,
    ]);
  });
});

describe('withoutUnreadRegistrations', () => {
  it('drops the registrations that no rule reads and what sets them, and keeps the others in place', () => {
    expect(
      withoutUnreadRegistrations(
        '.a{--tw-font-weight:600;font-weight:600}.b{box-shadow:var(--tw-shadow)}*{--tw-shadow-color:initial}' +
          '@property --tw-font-weight{syntax:"*";inherits:false}' +
          '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
          '@property --tw-shadow-color{syntax:"*";inherits:false}',
      ),
    ).toBe(
      '.a{font-weight:600}.b{box-shadow:var(--tw-shadow)}*{}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });
});

describe('classesInMarkup', () => {
  it('reads every class attribute, entities decoded', () => {
    const html =
      '<div class="flex  sm:px-6"><svg class="size-5"></svg><p class="content-[&#x27;&#x27;] a&amp;b">x</p></div>';
    expect([...classesInMarkup(html)]).toEqual(['flex', 'sm:px-6', 'size-5', "content-['']", 'a&b']);
  });
});

describe('withUsedCssOnly', () => {
  it("cuts the page's inline stylesheet down to what its markup uses", () => {
    const page =
      '<html><head><style>.flex{display:flex}.grid{display:grid}</style></head>' +
      '<body><div class="flex">x</div></body></html>';
    expect(withUsedCssOnly(page)).toBe(
      '<html><head><style>.flex{display:flex}</style></head><body><div class="flex">x</div></body></html>',
    );
  });
});
