// Bengali's catalog of the pages besides the home page's first load, in two files, each a size to read.
import forms from './bn-pages-forms.json';
import publicPages from './bn-pages-public.json';

export default { ...publicPages, ...forms };
