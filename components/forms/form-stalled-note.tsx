import { getTranslations } from 'next-intl/server';
import { formatPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { ADMISSION_DRAFT_KEY, ADMISSION_FORM_SELECTOR } from '@/lib/forms/admission-keys';
import { elsewhere } from './form-needs-script';
import styles from './form-needs-script.module.css';

/** How long after the window's load event a form may take to become interactive before the note shows. */
export const STALLED_AFTER_LOAD_MS = 5_000;

/**
 * Runs as the HTML is parsed, without the page's own script: when the window has loaded (every
 * script has arrived or failed) and, STALLED_AFTER_LOAD_MS later, the form has not been taken over
 * by its script (no data-ready), it shows the note and from then on saves what is typed as the
 * form's draft (lib/forms/draft.ts's format: field values and savedAt), so the reload the note asks
 * for restores it. Should the script arrive after all, the note hides again. Before the note shows
 * nothing is saved here: the form's own script keeps what was typed before it ran (decision 0009).
 */
export function stalledScript(noteId: string, formSelector: string, draftKey: string): string {
  return `(function(){var n=document.getElementById(${JSON.stringify(noteId)}),f=document.querySelector(${JSON.stringify(formSelector)});if(!n||!f)return;
function ready(){return f.hasAttribute('data-ready')}
function save(){if(ready())return;var d={},e=f.elements;for(var i=0;i<e.length;i++){var x=e[i];if(x.name&&x.type!=='file'&&x.value)d[x.name]=x.value}d.savedAt=Date.now();try{localStorage.setItem(${JSON.stringify(draftKey)},JSON.stringify(d))}catch(_){}}
function check(){if(ready()){n.hidden=true;return}if(n.hidden){n.hidden=false;save();f.addEventListener('input',save);f.addEventListener('change',save)}setTimeout(check,1000)}
function wait(){setTimeout(check,${STALLED_AFTER_LOAD_MS})}
if(document.readyState==='complete')wait();else addEventListener('load',wait)})();`;
}

/**
 * Below the admission form, for a browser that runs script but never got the page's own (a file
 * lost on a flaky connection): the button would otherwise wait for its human check for good. Says
 * so, offers a reload that keeps what was typed, and where else to apply. `path`: this page's address.
 */
export async function FormStalledNote({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'formStalled' });
  const { phone, address } = elsewhere('admission', locale);
  const id = 'admission-form-stalled';
  return (
    <>
      <p id={id} className={`${styles.note} ${styles.stalled}`} role="alert" hidden>
        {t.rich('admission', {
          number: formatPhone(phone, locale),
          address,
          reload: (chunks) => <a href={path}>{chunks}</a>,
          phone: (chunks) => <a href={`tel:${phone}`}>{chunks}</a>,
        })}
      </p>
      <script dangerouslySetInnerHTML={{ __html: stalledScript(id, ADMISSION_FORM_SELECTOR, ADMISSION_DRAFT_KEY) }} />
    </>
  );
}
