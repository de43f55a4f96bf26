import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../site-content';
import { contactSchema } from './account';
import { guardInput, isWellFormedText } from './input-guard';
import { VALIDATION_MESSAGES as M } from './messages';
import { projectUpdateFieldsSchema } from './project';
import { ACCEPTED_PROJECT_FIELDS, STORED_INPUT_SAMPLES } from './schema-samples';
import { siteContentSchema } from './site-content';
import { validateFields } from './validate';

/** Every schema the API applies, each with an input it accepts. */
const SCHEMAS = STORED_INPUT_SAMPLES.filter(([name]) => name !== 'post');

const HOSTILE_VALUES: [string, unknown][] = [
  ['a list', ['a', 'b']],
  ['an object', { a: 1 }],
  ['a lone surrogate', '\uD800'],
  ['a low surrogate first', '\uDC00\uD800'],
];

describe.each(SCHEMAS)('the %s schema, behind the guard', (_name, schema, valid, options) => {
  it('accepts its valid input', async () => {
    expect((await validateFields(schema, valid, options)).ok).toBe(true);
  });

  const textFields = Object.keys(schema.fields).filter(
    (key) => (schema.fields[key] as { type?: string }).type === 'string',
  );

  it.each(HOSTILE_VALUES)('refuses %s in any text field with a 400 naming it', async (_label, value) => {
    expect(textFields.length).toBeGreaterThan(0);
    for (const field of textFields) {
      const result = await validateFields(schema, { ...valid, [field]: value }, options);
      expect(result, field).toEqual({ ok: false, fields: { [field]: expect.any(String) as string } });
    }
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'refuses a key named %s, naming it, without reading it',
    async (key) => {
      const input = JSON.parse(`{"${key}": "x"}`) as Record<string, unknown>;
      const result = await validateFields(schema, { ...valid, ...input }, options);
      expect(result.ok).toBe(false);
      expect(!result.ok && Object.entries(result.fields)).toEqual([[key, M.reservedFieldName(key)]]);
    },
  );
});

describe('guardInput', () => {
  it('finds what is hidden deep in the site content, by the path yup names', () => {
    const content = JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)) as {
      social: { label: unknown }[];
      about: unknown[];
      photo: Record<string, unknown>;
    };
    content.social[0]!.label = ['GitHub'];
    content.about[1] = 'A paragraph \uDFFF';
    content.photo = JSON.parse('{"alt": "Me", "constructor": {"prototype": 1}}') as Record<string, unknown>;
    expect({ ...guardInput(siteContentSchema, content) }).toEqual({
      'social[0].label': M.notText('social[0].label'),
      about: M.malformedText('about[1]'),
      'photo.constructor': M.reservedFieldName('constructor'),
    });
  });

  it('lets text be a number or a checkbox where the schema casts it, and leaves nothing refused', () => {
    expect({ ...guardInput(projectUpdateFieldsSchema, { ...ACCEPTED_PROJECT_FIELDS, priority: 2 }) }).toEqual(
      {},
    );
    expect({ ...guardInput(contactSchema, { name: 'Ada', website: ['spam'] }) }).toEqual({});
  });

  it('tells a lone surrogate from a pair', () => {
    expect(isWellFormedText('emoji 😀 and ह')).toBe(true);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('\uDE00\uD83D')).toBe(false);
  });
});
