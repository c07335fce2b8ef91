'use client';

import type { ChangeEvent } from 'react';
import { useWatch, type FieldErrors, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import {
  GPA_MAX,
  GPA_MIN,
  GPA_RULE_MINIMUM,
  SSC_BOARDS,
  type AdmissionFormField,
  type AdmissionFormValues,
} from '@/lib/validations/admission';
import { cleanInputValue } from '@/lib/forms/digits';
import type { Locale } from '@/lib/i18n/routing';
import type { AdmissionFormLabels } from './admission-form';
import { Field, type FieldControlProps } from './field';
import { PhotoField } from './photo-field';
import type { usePhoto } from './use-photo';
import type { AdmissionOutput } from './use-admission-submission';
import { NUMERIC_FIELDS, departmentValue, type DepartmentOption } from './use-admission-draft';
import styles from './form.module.css';

type Props = {
  locale: Locale;
  labels: AdmissionFormLabels;
  /** The `validation.*` texts in the page's language, by key (the photo's). */
  messages: Record<string, string>;
  departments: DepartmentOption[];
  /** Shown in place of the list when the departments could not be read. */
  departmentsError?: string | null;
  form: Pick<UseFormReturn<AdmissionFormValues, unknown, AdmissionOutput>, 'control' | 'clearErrors'>;
  /** useRegisterAfterTyping's register. */
  register: UseFormRegister<AdmissionFormValues>;
  errors: FieldErrors<AdmissionFormValues>;
  /** A field's error message, by its key, in the page's language. */
  errorText: (message: string | undefined) => string | undefined;
  /** The id of a field's control: the form's own, beside the other language's form. */
  fieldId: (field: AdmissionFormField | 'photo') => string;
  photo: ReturnType<typeof usePhoto>;
  photoServerError: string | null;
  /** A submit was tried: the photo's error is shown whatever it is. */
  attempted: boolean;
  onPhotoChange: () => void;
};

/** The GPA as typed, when it is a number the notice can judge; otherwise null. */
function typedGpa(value: string | undefined): number | null {
  if (!value || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const gpa = Number(value);
  return gpa >= GPA_MIN && gpa <= GPA_MAX ? gpa : null;
}

/** The admission form's two fieldsets: the student (the photo among them) and the SSC result. */
export function AdmissionFields({
  locale,
  labels,
  messages,
  departments,
  departmentsError,
  form,
  register,
  errors,
  errorText,
  fieldId,
  photo,
  photoServerError,
  attempted,
  onPhotoChange,
}: Props) {
  const { control, clearErrors } = form;
  const gpa = typedGpa(useWatch({ control, name: 'sscGPA' }));

  /** A number-only field: whatever is typed or pasted is cleaned to digits before the form sees it. */
  function numeric(field: keyof typeof NUMERIC_FIELDS) {
    const registered = register(field);
    const clean = NUMERIC_FIELDS[field];
    return {
      ...registered,
      type: 'text',
      inputMode: field === 'sscGPA' ? ('decimal' as const) : ('numeric' as const),
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        cleanInputValue(event.target, clean);
        return registered.onChange(event);
      },
    };
  }

  const field = (name: AdmissionFormField, required: boolean, hint?: string) => ({
    id: fieldId(name),
    label: labels[name],
    required,
    requiredLabel: labels.requiredMark,
    optionalLabel: required ? undefined : labels.optional,
    hint,
    error: errorText(errors[name]?.message),
  });

  const input = (control: FieldControlProps) => ({ ...control, className: styles.input });

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <h2>{labels.personalSection}</h2>
        </legend>
        <div className={styles.grid}>
          <Field {...field('studentName', true)}>
            {(control) => <input {...input(control)} {...register('studentName')} type="text" autoComplete="name" />}
          </Field>
          <Field {...field('guardianName', true)}>
            {(control) => <input {...input(control)} {...register('guardianName')} type="text" autoComplete="off" />}
          </Field>
          <Field {...field('birthDate', false)}>
            {/* Any max keeps the year box to four digits (Chrome takes six without one); the schema
                refuses a date after today in Dhaka, which a cached page cannot know. */}
            {(control) => <input {...input(control)} {...register('birthDate')} type="date" autoComplete="bday" max="2030-12-31" />}
          </Field>
          <Field {...field('personalMobileNumber', true, labels.mobileHint)}>
            {(control) => <input {...input(control)} {...numeric('personalMobileNumber')} autoComplete="tel-national" />}
          </Field>
          <Field {...field('guardianMobileNumber', false, labels.guardianMobileHint)}>
            {(control) => <input {...input(control)} {...numeric('guardianMobileNumber')} />}
          </Field>
          <PhotoField
            id={fieldId('photo')}
            state={photo.state}
            canShrink={photo.canShrink}
            locale={locale}
            labels={labels}
            messages={messages}
            serverError={photoServerError}
            showError={attempted || ['badType', 'badImage', 'tooLarge', 'shrinkFailed'].includes(photo.state.status)}
            onSelect={(file) => {
              onPhotoChange();
              void photo.select(file);
            }}
            onShrink={() => void photo.shrink()}
            onRemove={() => {
              onPhotoChange();
              photo.clear();
            }}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <h2>{labels.academicSection}</h2>
        </legend>
        <div className={styles.grid}>
          <Field {...field('department', true)} wide after={departmentsError ? <p className={styles.error}>{departmentsError}</p> : null}>
            {(control) => (
              <select
                {...input(control)}
                {...register('department', {
                  // "Not open for admission" (use-admission-draft.ts) is about the link's department: a
                  // choice answers it, although the field is not checked on change until it has been left once.
                  onChange: () => errors.department?.type === 'url' && clearErrors('department'),
                })}
              >
                <option value="">{labels.departmentPlaceholder}</option>
                {departments.map((d) => (
                  <option key={d.id} value={departmentValue(d)}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field {...field('sscBoard', false)}>
            {(control) => (
              <select {...input(control)} {...register('sscBoard')}>
                <option value="">{labels.sscBoardPlaceholder}</option>
                {SSC_BOARDS.map((board) => (
                  <option key={board} value={board}>
                    {labels.boards[board]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field {...field('sscBoardRoll', true, labels.rollHint)}>
            {(control) => <input {...input(control)} {...numeric('sscBoardRoll')} />}
          </Field>
          <Field {...field('sscBatch', true, labels.batchHint)}>
            {(control) => <input {...input(control)} {...numeric('sscBatch')} />}
          </Field>
          <Field {...field('sscRegistrationNumber', false, labels.regHint)}>
            {(control) => <input {...input(control)} {...numeric('sscRegistrationNumber')} />}
          </Field>
          <Field
            {...field('sscGPA', true, labels.gpaHint)}
            after={
              gpa !== null && gpa < GPA_RULE_MINIMUM ? (
                <p className={`${styles.alert} ${styles.alertText}`} data-tone="info" role="status">
                  {labels.gpaNotice}
                </p>
              ) : null
            }
          >
            {(control) => <input {...input(control)} {...numeric('sscGPA')} />}
          </Field>
        </div>
      </fieldset>
    </>
  );
}
