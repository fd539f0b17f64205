/** The courses module's door: what other modules may use of it. */
export { searchCoursesForSite } from './courses.service.js';
