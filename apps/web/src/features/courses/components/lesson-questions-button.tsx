import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useOpenLessonQuestions } from '../api/open-lesson-questions';

/** 'Dúvidas da aula': opens the lesson's forum topic (the server creates it on first use). */
export function LessonQuestionsButton({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenLessonQuestions();
  const onClick = () =>
    open.mutate(lessonId, {
      onSuccess: (answer) => void navigate(`/forum/${encodeURIComponent(answer.topicId)}`),
      onError: (error) => toast.error(t('courses.player.questionsError'), { description: apiErrorMessage(t, error) }),
    });
  return (
    <Button variant="outline" onClick={onClick} disabled={open.isPending}>
      <MessageCircleQuestionMark aria-hidden="true" />
      {open.isPending ? t('courses.player.questionsOpening') : t('courses.player.questions')}
    </Button>
  );
}
