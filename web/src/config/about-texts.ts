import { localizable } from '@portfolio/common';

/** The about page's texts beyond its title (`texts.about.title`): they load with that page only. */
export const aboutTexts = localizable('about', {
  educationTitle: 'Education',
  diplomaTitle: 'Diploma in Engineering',
  department: 'Department',
  college: 'College',
  board: 'Board',
  session: 'Session',
  semester: 'Semester',
  gpa: 'GPA',
  semesterResultsCaption: 'Results per semester',
  running: 'Running',
  upcoming: 'Upcoming',
  sscTitle: 'SSC',
  group: 'Group',
  school: 'School',
  passingYear: 'Passing year',
  result: 'Result',
} as const);
