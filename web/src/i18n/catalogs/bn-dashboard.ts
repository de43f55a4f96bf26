// The dashboard's part of the catalog, in three files, each a size to read.
import frame from './bn-dashboard-frame.json';
import home from './bn-dashboard-home.json';
import projects from './bn-dashboard-projects.json';

export default { ...frame, ...home, ...projects };
