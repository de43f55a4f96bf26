// The bench's reference page: the least a Vite + React page can be (React, ReactDOM and one component, rendered in
// the browser). Each product page is audited next to it, so its figures read as "how far above the floor".
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function ReferencePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>
        An empty Vite and React page, rendered in the browser, that the bench measures beside each page of the
        site.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ReferencePage />
    </StrictMode>,
  );
