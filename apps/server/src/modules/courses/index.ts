/** The courses module's door: what other modules may use of it. */
export { searchCoursesForSite } from './courses.service.js';
export { coursesCompletedBy } from './completed-courses.js';
export { recordCoursesAccessStart } from './release/release.service.js';
