import type { AdminCourse } from '@blivion/shared/courses';
import { ListTree, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { AdminIconAction } from './admin-icon-action';

const COLUMNS = ['title', 'category', 'status', 'modules', 'lessons', 'actions'] as const;

export interface CourseRowActions {
  onToggleStatus: (course: AdminCourse) => void;
  onEditContent: (course: AdminCourse) => void;
  onEdit: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse) => void;
}

/** The 'Administrar' table: Título, Categoria, Status, Módulos, Aulas, Ações (every course, active or not). */
export function AdminCoursesTable({
  courses,
  togglingId,
  ...actions
}: CourseRowActions & { courses: AdminCourse[]; togglingId: string | null }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('courses.admin.tableLabel')}>
      <thead className="bg-muted/50">
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'modules' || column === 'lessons' ? 'text-right' : undefined}>
              {t(`courses.admin.columns.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </thead>
      <tbody>
        {courses.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {t('courses.admin.empty')}
            </TableCell>
          </TableRow>
        ) : (
          courses.map((course) => (
            <AdminCourseRow key={course.id} course={course} toggling={togglingId === course.id} {...actions} />
          ))
        )}
      </tbody>
    </Table>
  );
}

function AdminCourseRow({
  course,
  toggling,
  onToggleStatus,
  onEditContent,
  onEdit,
  onDelete,
}: CourseRowActions & { course: AdminCourse; toggling: boolean }) {
  const { t } = useTranslation();
  const title = course.title;
  return (
    <TableRow>
      <TableCell className="max-w-72 font-medium">
        <span className="line-clamp-2 break-words">{title}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap">{t(`courses.categories.${course.category}`)}</TableCell>
      <TableCell>
        <Badge variant={course.isActive ? 'default' : 'secondary'}>
          {course.isActive ? t('courses.status.active') : t('courses.status.inactive')}
        </Badge>
      </TableCell>
      <TableCell className="text-right tabular-nums">{course.moduleCount}</TableCell>
      <TableCell className="text-right tabular-nums">{course.lessonCount}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1" role="group" aria-label={t('courses.admin.actionsOf', { title })}>
          <AdminIconAction
            icon={course.isActive ? PowerOff : Power}
            label={t(course.isActive ? 'courses.admin.deactivateCourse' : 'courses.admin.activateCourse', { title })}
            busy={toggling}
            disabled={toggling}
            onClick={() => onToggleStatus(course)}
          />
          <AdminIconAction
            icon={ListTree}
            label={t('courses.admin.editContentOf', { title })}
            onClick={() => onEditContent(course)}
          />
          <AdminIconAction icon={Pencil} label={t('courses.admin.editOf', { title })} onClick={() => onEdit(course)} />
          <AdminIconAction
            icon={Trash2}
            label={t('courses.admin.deleteOf', { title })}
            destructive
            onClick={() => onDelete(course)}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
