import type { PublicCounter } from '../../server-module.js';
import { countStudents } from './students.repository.js';

/** 'Alunos ativos' on the landing: members only, never staff. */
export const studentsCounter: PublicCounter = {
  key: 'students',
  count: (app) => countStudents(app.database.db, app.config.masterEmails),
};
