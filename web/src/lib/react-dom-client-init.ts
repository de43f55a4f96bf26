// React DOM is CommonJS, which the bundler wraps in a factory that runs on first use. Importing it here for its side
// effect runs that factory when this module's chunk is evaluated, so React DOM starts in a task of its own instead
// of inside the app's first task (see build/start-after-load.ts).
import 'react-dom/client';
