import type { MemberProfile } from '@blivion/shared/forum';
import { FORUM_BIO_MAX } from '@blivion/shared/core';
import { updateMemberProfileSchema } from '@blivion/shared/forum';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateMemberProfile } from '../api/members';

const p = 'features.community.profile';

type Field = 'bio' | 'links';

/** The member edits their bio, links and what others see (validated with the API's own schema). */
export default function ProfileEditorDialog({
  profile,
  onOpenChange,
}: {
  profile: MemberProfile;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateMemberProfile(profile.id);
  const [bio, setBio] = useState(profile.bio);
  const [links, setLinks] = useState(profile.links.join('\n'));
  const [hideCourses, setHideCourses] = useState(profile.privacy?.hideCourses ?? false);
  const [hideActivity, setHideActivity] = useState(profile.privacy?.hideActivity ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      bio,
      links: links
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      hideCourses,
      hideActivity,
    };
    const parsed = updateMemberProfileSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'bio' || field === 'links') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t(`${p}.saved`));
        onOpenChange(false);
      },
      onError: (error) => {
        const found = {
          bio: serverFieldError(error, 'bio'),
          links: serverFieldError(error, 'links') ?? serverFieldError(error, 'links.0'),
        };
        if (found.bio || found.links) setErrors(found);
        else toast.error(t(`${p}.saveError`));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent title={t(`${p}.editTitle`)} description={t(`${p}.editDescription`)} className="max-w-lg">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField
            id="profile-bio"
            label={t(`${p}.bioLabel`)}
            error={errors.bio}
            description={t(`${p}.bioCount`, { count: [...bio].length, max: FORUM_BIO_MAX })}
          >
            <Textarea
              {...fieldControlProps('profile-bio', errors.bio, 'description')}
              value={bio}
              rows={4}
              onChange={(event) => setBio(event.target.value)}
            />
          </FormField>
          <FormField
            id="profile-links"
            label={t(`${p}.linksLabel`)}
            error={errors.links}
            description={t(`${p}.linksHint`)}
          >
            <Textarea
              {...fieldControlProps('profile-links', errors.links, 'description')}
              value={links}
              rows={3}
              inputMode="url"
              placeholder="https://instagram.com/..."
              onChange={(event) => setLinks(event.target.value)}
            />
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t(`${p}.privacyTitle`)}</legend>
            <div className="flex min-h-11 items-center justify-between gap-3">
              <Label htmlFor="profile-hide-courses">{t(`${p}.hideCourses`)}</Label>
              <Switch id="profile-hide-courses" checked={hideCourses} onCheckedChange={setHideCourses} />
            </div>
            <div className="flex min-h-11 items-center justify-between gap-3">
              <Label htmlFor="profile-hide-activity">{t(`${p}.hideActivity`)}</Label>
              <Switch id="profile-hide-activity" checked={hideActivity} onCheckedChange={setHideActivity} />
            </div>
          </fieldset>
          <p className="text-xs text-muted-foreground">{t(`${p}.changePhoto`)}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className="max-sm:h-11" disabled={update.isPending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" className="max-sm:h-11" disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
