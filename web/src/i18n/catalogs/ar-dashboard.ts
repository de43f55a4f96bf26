// The dashboard's part of the catalog, in three files, each a size to read.
import frame from './ar-dashboard-frame.json';
import home from './ar-dashboard-home.json';
import projects from './ar-dashboard-projects.json';

export default { ...frame, ...home, ...projects };
