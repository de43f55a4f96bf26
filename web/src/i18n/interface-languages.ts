/** The languages the interface has a catalog for; in any other, a page shows the English texts. */
export const INTERFACE_LANGUAGES = ['bn', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(language: string): language is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(language);
}
