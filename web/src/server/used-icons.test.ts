// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BRAND_ICONS_SPRITE, inlineBrandIcons } from '@/config/brand-icons';
import { withUsedIconsOnly } from './used-icons';

const symbol = (id: string) =>
  `<symbol id="${id}" viewBox="0 0 24 24"><path d="M0 0h${id.length}"/></symbol>`;
const INLINE = inlineBrandIcons(['skill-react', 'skill-java', 'social-github'].map(symbol).join(''));
const logo = (id: string) => `<svg viewBox="0 0 24 24"><use href="${BRAND_ICONS_SPRITE}#${id}"></use></svg>`;
const page = (main: string, footer = '') =>
  `<body>${INLINE}<div id="root"><main id="main">${main}</main><footer>${footer}</footer></div></body>`;

describe('withUsedIconsOnly', () => {
  it('keeps the logos the page’s content shows, and points them to the page’s own copy', () => {
    const html = withUsedIconsOnly(page(`${logo('skill-react')}<p>React</p>${logo('social-github')}`));
    expect(html).toContain(symbol('skill-react'));
    expect(html).toContain(symbol('social-github'));
    expect(html).not.toContain('skill-java');
    expect(html).toContain('<use href="#skill-react">');
    expect(html).toContain('<use href="#social-github">');
    expect(html).not.toContain(BRAND_ICONS_SPRITE);
  });

  it('has the footer use the copy for a logo the content shows, and the sprite for the others', () => {
    const html = withUsedIconsOnly(
      page(logo('social-github'), `${logo('social-github')}${logo('skill-java')}`),
    );
    expect(html.match(/<use href="#social-github">/g)).toHaveLength(2);
    expect(html).toContain(`<use href="${BRAND_ICONS_SPRITE}#skill-java">`);
    expect(html).not.toContain(symbol('skill-java'));
  });

  it('carries no copy on a page whose content shows no logo, its footer’s included', () => {
    expect(withUsedIconsOnly(page('<p>Nothing to draw</p>', logo('social-github')))).toBe(
      `<body><div id="root"><main id="main"><p>Nothing to draw</p></main><footer>${logo('social-github')}</footer></div></body>`,
    );
  });

  it('leaves a logo the copy lacks pointing to the sprite', () => {
    const html = withUsedIconsOnly(page(`${logo('skill-figma')}${logo('skill-java')}`));
    expect(html).toContain(`<use href="${BRAND_ICONS_SPRITE}#skill-figma">`);
    expect(html).toContain('<use href="#skill-java">');
    expect(html).toContain(symbol('skill-java'));
  });

  it('leaves a page without the copy as it is', () => {
    const html = `<body><div id="root"><main>${logo('skill-react')}</main></div></body>`;
    expect(withUsedIconsOnly(html)).toBe(html);
  });
});
