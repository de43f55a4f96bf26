// Three sample posts, each with code, so that the writing pages, the feed and the editor show something at once.

export interface SeedPost {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  publishedAt: string;
  body: string;
}

const FENCE = '```';

/** The first sample: a post with two code blocks, a task list and a table (the bench's post page). */
/** The code block of the light-dark post, the same in every language. */
export const LIGHT_DARK_CODE = `${FENCE}css
:root {
  color-scheme: light dark;
  --surface: light-dark(#ffffff, #0b1220);
  --text: light-dark(#0f172a, #f1f5f9);
}
html[data-theme='dark'] {
  color-scheme: dark;
}
${FENCE}`;

export const TYPED_HANDLERS_POST: SeedPost = {
  slug: 'typed-express-handlers',
  title: 'Typed Express handlers without a framework',
  summary:
    'How the portfolio’s API keeps its handlers honest: one schema per request, shared with the forms.',
  tags: ['TypeScript', 'Express'],
  publishedAt: '2026-09-14T08:00:00Z',
  body: `An API handler that says what it takes and what it answers is easier to trust than one that hopes.

## One schema, two sides

The same yup schema validates the dashboard's form and the request the API receives:

${FENCE}ts
import { object, string } from 'yup';

export const postSchema = object({
  title: string().trim().required('Title is required').max(120),
  summary: string().trim().required('Summary is required').max(300),
});
${FENCE}

## A handler that reads like the table

${FENCE}ts
postsRouter.put('/posts/:slug', ...adminOnly, async (req, res) => {
  const input = await validateOrThrow(postSchema, req.body);
  const saved = await updatePost(slugOf(req), input, editor(req));
  res.json({ data: saved });
});
${FENCE}

## What it buys

- [x] one message per field, the same in the form and the API
- [x] a clear 400 naming the field, never a 500
- [ ] nothing else to keep in step

| Layer | Knows about |
| --- | --- |
| routes | HTTP, schemas |
| data | Firestore |
`,
};

export const SEED_POSTS: SeedPost[] = [
  TYPED_HANDLERS_POST,
  {
    slug: 'kotlin-coroutines-on-android',
    title: 'Coroutines on Android, the short version',
    summary: 'Structured concurrency for a list screen: load, refresh, and cancel when the user leaves.',
    tags: ['Kotlin', 'Android'],
    publishedAt: '2026-10-02T08:00:00Z',
    body: `A screen that loads a list needs three things: start the work, show progress, and stop when nobody is looking.

## The view model

${FENCE}kotlin
class ProjectsViewModel(private val repository: ProjectsRepository) : ViewModel() {
    private val _state = MutableStateFlow<UiState>(UiState.Loading)
    val state: StateFlow<UiState> = _state

    fun refresh() = viewModelScope.launch {
        _state.value = UiState.Loading
        _state.value = runCatching { repository.projects() }
            .fold({ UiState.Ready(it) }, { UiState.Failed(it.message) })
    }
}
${FENCE}

When the screen goes, \`viewModelScope\` is cancelled and the request with it: ~~no leaks~~ nothing left running.

The same pattern kept a train timetable app responsive on a phone crossing the city in the monsoon, on a network that came and went.
`,
  },
  {
    slug: 'css-light-dark',
    title: 'One colour list for light and dark',
    summary: 'light-dark() lets every colour of the site follow the visitor’s theme from one declaration.',
    tags: ['CSS'],
    publishedAt: '2026-11-10T08:00:00Z',
    body: `Two themes used to mean two lists of colours. With \`light-dark()\` there is one.

${LIGHT_DARK_CODE}

> The browser picks the value of the scheme in force, so a theme switch is one attribute.
`,
  },
];
