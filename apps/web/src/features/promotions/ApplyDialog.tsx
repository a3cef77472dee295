import { useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@wps/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { readAsDataUrl } from '../../shared/money/proofImage';
import { invalidatePromotions } from '../../shared/promotions/queries';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import {
  ACTIVITY_IMAGES_MAX,
  ACTIVITY_REMARK_MAX,
  APPLY_IMAGE_TYPES,
  isPngOrJpegDataUrl,
  messagingIdProblem,
  pickImages,
  refusedFields,
  remarkLength,
  remarkProblem,
  type ApplyField,
  type ImageProblem,
} from './applyForm';

interface PickedImage {
  key: number;
  name: string;
  dataUrl: string;
}

interface ApplyDialogProps {
  activity: Activity;
  onClose: () => void;
  /** The application was received (it now waits for review). */
  onSent: () => void;
}

type FieldErrors = Partial<Record<ApplyField, string>>;

/**
 * The application form (applyPromotion): for `application` a remark (≤ 140, counted as typed) and up
 * to 3 PNG or JPEG images of 5 MB with previews; for `messaging_id` the Zalo or WhatsApp number ID
 * and a remark. Everything is checked before sending; the server's field refusals show under their
 * fields, other refusals above the buttons.
 */
export function ApplyDialog({ activity, onClose, onSent }: ApplyDialogProps) {
  const { t } = useTranslation(['promotions', 'messages']);
  const queryClient = useQueryClient();
  const id = useId();
  const messaging = activity.kind === 'messaging_id';
  const channel = activity.messagingChannel === 'whatsapp' ? 'whatsapp' : 'zalo';
  const [remark, setRemark] = useState('');
  const [messagingId, setMessagingId] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const nextKey = useRef(1);
  const count = remarkLength(remark);

  const imageProblemText = (problem: ImageProblem) =>
    t(`promo.apply.problem.${problem}`, { max: String(ACTIVITY_IMAGES_MAX) });

  const addFiles = async (files: File[]) => {
    setErrors((current) => ({ ...current, images: undefined }));
    const { accepted, problem } = pickImages(files, images.length);
    let refused: ImageProblem | null = problem;
    const read: PickedImage[] = [];
    for (const file of accepted) {
      try {
        const dataUrl = await readAsDataUrl(file);
        if (isPngOrJpegDataUrl(dataUrl)) read.push({ key: nextKey.current++, name: file.name, dataUrl });
        else refused ??= 'type';
      } catch {
        refused ??= 'read';
      }
    }
    if (read.length > 0) setImages((current) => [...current, ...read].slice(0, ACTIVITY_IMAGES_MAX));
    if (refused) setErrors((current) => ({ ...current, images: imageProblemText(refused) }));
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (remarkProblem(remark))
      found.remark = t('promo.apply.remarkTooLong', { max: String(ACTIVITY_REMARK_MAX) });
    if (messaging) {
      const problem = messagingIdProblem(messagingId);
      if (problem) found.messagingId = t(`promo.apply.${channel}.${problem}`);
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setRefusal(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    setPending(true);
    try {
      await callApi(routes.applyPromotion, {
        body: {
          activityId: activity.id,
          remark: remark.trim(),
          images: messaging ? [] : images.map((image) => image.dataUrl),
          ...(messaging ? { messagingId: messagingId.trim() } : {}),
        },
      });
      void invalidatePromotions(queryClient);
      onSent();
    } catch (error) {
      const fields = refusedFields(error);
      if (fields.length > 0) {
        const placed: FieldErrors = {};
        for (const field of fields)
          placed[field] =
            isApiError(error) && error.code === 'promotion.messaging.required'
              ? t(`promo.apply.${channel}.required`)
              : t(`promo.apply.refused.${field}`);
        setErrors(placed);
      } else {
        setRefusal(
          t('promo.result.refused', {
            reason: t(errorKey(error), { defaultValue: t('error.system.error') }),
          }),
        );
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const remarkId = `${id}-remark`;
  const imagesId = `${id}-images`;
  return (
    <Modal open title={t('promo.apply.title')} onClose={onClose} width={560} className="promo-apply-modal">
      <form className="promo-apply" noValidate onSubmit={(event) => void submit(event)}>
        <p className="promo-apply__activity">{activity.title}</p>
        {messaging && (
          <>
            <p className="promo-apply__intro">{t(`promo.apply.${channel}.prompt`)}</p>
            <TextField
              label={t(`promo.apply.${channel}.label`)}
              inputMode="tel"
              autoComplete="off"
              value={messagingId}
              onChange={(event) => setMessagingId(event.target.value)}
              hint={t('promo.apply.messagingHint')}
              error={errors.messagingId}
              maxLength={20}
            />
          </>
        )}
        <div className={`field${errors.remark ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={remarkId}>
            {t('promo.apply.remark')}
            <span className="field__optional">{t('promo.apply.optional')}</span>
          </label>
          <textarea
            id={remarkId}
            className="promo-apply__remark"
            rows={3}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={`${remarkId}-count${errors.remark ? ` ${remarkId}-error` : ''}`}
          />
          <p
            id={`${remarkId}-count`}
            className={`promo-apply__count${count > ACTIVITY_REMARK_MAX ? ' is-over' : ''}`}
            aria-live="polite"
          >
            {t('promo.apply.count', { count: String(count), max: String(ACTIVITY_REMARK_MAX) })}
          </p>
          {errors.remark && (
            <p id={`${remarkId}-error`} className="field__error">
              {errors.remark}
            </p>
          )}
        </div>
        {!messaging && (
          <div className={`field${errors.images ? ' field--invalid' : ''}`}>
            <span className="field__label" id={`${imagesId}-label`}>
              {t('promo.apply.images')}
              <span className="field__optional">{t('promo.apply.optional')}</span>
            </span>
            <ul className="promo-apply__images">
              {images.map((image, index) => (
                <li key={image.key} className="promo-apply__image">
                  <img src={image.dataUrl} alt={t('promo.apply.preview', { number: String(index + 1) })} />
                  <button
                    type="button"
                    className="icon-btn promo-apply__remove"
                    aria-label={t('promo.apply.remove', { number: String(index + 1) })}
                    onClick={() => {
                      setImages((current) => current.filter((entry) => entry.key !== image.key));
                      setErrors((current) => ({ ...current, images: undefined }));
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
              {images.length < ACTIVITY_IMAGES_MAX && (
                <li>
                  <label className="promo-apply__add" htmlFor={imagesId}>
                    <Icon name="image" size={20} />
                    <span>{t('promo.apply.addImage')}</span>
                  </label>
                  <input
                    id={imagesId}
                    className="visually-hidden"
                    type="file"
                    multiple
                    accept={APPLY_IMAGE_TYPES.join(',')}
                    aria-labelledby={`${imagesId}-label`}
                    aria-describedby={`${imagesId}-message`}
                    onChange={(event) => {
                      const files = [...(event.target.files ?? [])];
                      event.target.value = '';
                      void addFiles(files);
                    }}
                  />
                </li>
              )}
            </ul>
            <p id={`${imagesId}-message`} className={errors.images ? 'field__error' : 'field__hint'}>
              {errors.images ?? t('promo.apply.imagesHint', { max: String(ACTIVITY_IMAGES_MAX) })}
            </p>
          </div>
        )}
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <div className="promo-apply__buttons">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('promo.action.sending') : t('promo.apply.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
