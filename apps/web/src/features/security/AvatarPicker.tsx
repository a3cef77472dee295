import { useQueryClient } from '@tanstack/react-query';
import { AVATAR_PRESETS, type Avatar } from '@wps/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FormStatus } from './Field';
import { PresetAvatar } from './MemberAvatar';
import { avatarFileProblem, readAsDataUrl } from './avatars';
import { avatarQuery } from './queries';

interface AvatarPickerProps {
  avatar: Avatar | undefined;
  name: string;
  onDone: () => void;
}

/** Choose one of the 12 presets or upload a PNG, JPEG or WebP picture of up to 200 KB. */
export function AvatarPicker({ avatar, name, onDone }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error?: string; success?: string }>({});

  const save = async (body: { avatar: string } | { image: string }) => {
    setBusy(true);
    setStatus({});
    try {
      const saved = await callApi(routes.playerAvatarUpload, { body });
      queryClient.setQueryData(avatarQuery(token).queryKey, saved);
      setStatus({ success: t('security.avatar.saved') });
    } catch (error) {
      const image = isApiError(error) ? error.fields?.image?.code : undefined;
      const text =
        image === 'field.too_big'
          ? t('security.avatar.tooLarge')
          : image === 'field.image_type'
            ? t('security.avatar.wrongType')
            : t(errorKey(error));
      setStatus({ error: text });
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setStatus({ error: t(`security.avatar.${problem === 'type' ? 'wrongType' : 'tooLarge'}`) });
      return;
    }
    await save({ image: await readAsDataUrl(file) });
  };

  const current = avatar?.avatarType === 'STATIC' ? avatar.avatar : null;
  return (
    <div className="avatar-picker">
      <div className="avatar-picker__grid" role="group" aria-label={t('security.avatar.presets')}>
        {Array.from({ length: AVATAR_PRESETS }, (_, preset) => (
          <button
            key={preset}
            type="button"
            className="avatar-picker__preset"
            aria-pressed={current === String(preset)}
            aria-label={t('security.avatar.preset', { number: preset + 1 })}
            disabled={busy}
            onClick={() => void save({ avatar: String(preset) })}
          >
            <PresetAvatar preset={preset} name={name} size={48} />
          </button>
        ))}
      </div>
      <div className="security-form__actions security-form__actions--start">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event)}
        />
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {t('security.avatar.upload')}
        </button>
        <span className="security-muted">{t('security.avatar.uploadHint')}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          {t('security.done')}
        </button>
      </div>
      <FormStatus error={status.error} success={status.success} />
    </div>
  );
}
