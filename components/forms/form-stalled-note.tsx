import { getTranslations } from 'next-intl/server';
import { formatPhone } from '@/lib/content/institute';
import type { Locale } from '@/lib/i18n/routing';
import { ADMISSION_DRAFT_KEY, ADMISSION_FORM_SELECTOR } from '@/lib/forms/admission-keys';
import { DRAFT_LIFETIME_MS } from '@/lib/forms/draft-lifetime';
import { elsewhere } from './form-needs-script';
import styles from './form-needs-script.module.css';

/** How long after the window's load event a form may take to become interactive before the note shows. */
export const STALLED_AFTER_LOAD_MS = 5_000;
/** And after the HTML: a script file that hangs rather than fails holds the load event back for minutes. */
export const STALLED_AFTER_HTML_MS = 20_000;

/**
 * Runs as the HTML is parsed, without the page's own script. When the form has not been taken over
 * by its script (no data-ready) STALLED_AFTER_LOAD_MS after the window's load event, or
 * STALLED_AFTER_HTML_MS after the HTML, whichever comes first, it shows the note, and keeps what is
 * typed as the form's draft (lib/forms/draft.ts's format: field values and savedAt), so the reload
 * the note asks for restores it: first the filled boxes over the stored draft (fields left empty
 * keep what the draft had: its values were never put back into the boxes), then each field as it
 * is edited. An expired draft is not carried on. Should the script arrive after all, the note hides
 * again. Before the note nothing is saved here: the form's own script keeps what was typed before
 * it ran (decision 0009).
 */
export function stalledScript(noteId: string, formSelector: string, draftKey: string): string {
  return `(function(){var n=document.getElementById(${JSON.stringify(noteId)}),f=document.querySelector(${JSON.stringify(formSelector)}),K=${JSON.stringify(draftKey)},begun=false;if(!n||!f)return;
function ready(){return f.hasAttribute('data-ready')}
function read(){try{var o=JSON.parse(localStorage.getItem(K)||'null');if(o&&typeof o==='object'&&!Array.isArray(o)&&typeof o.savedAt==='number'&&Date.now()-o.savedAt<=${DRAFT_LIFETIME_MS})return o}catch(_){}return {}}
function write(d){var k=0;delete d.savedAt;for(var p in d)k++;try{if(k){d.savedAt=Date.now();localStorage.setItem(K,JSON.stringify(d))}else localStorage.removeItem(K)}catch(_){}}
function keep(x,d){if(x.name&&x.type!=='file'){if(x.value)d[x.name]=x.value;else delete d[x.name]}}
function edited(e){if(ready())return;var d=read();keep(e.target,d);write(d)}
function show(){var d=read(),e=f.elements;for(var i=0;i<e.length;i++)if(e[i].value)keep(e[i],d);write(d);f.addEventListener('input',edited);f.addEventListener('change',edited)}
function check(){if(ready()){n.hidden=true;return}if(n.hidden){n.hidden=false;show()}setTimeout(check,1000)}
function start(){if(begun)return;begun=true;check()}
setTimeout(start,${STALLED_AFTER_HTML_MS});
if(document.readyState==='complete')setTimeout(start,${STALLED_AFTER_LOAD_MS});else addEventListener('load',function(){setTimeout(start,${STALLED_AFTER_LOAD_MS})})})();`;
}

/**
 * Below the admission form, for a browser that runs script but never got the page's own (a file
 * lost on a flaky connection): the button would otherwise wait for its human check for good. Says
 * so, offers a reload that keeps what was typed, and where else to apply. `path`: this page's address;
 * `nonce`: the response's (its Content-Security-Policy runs no inline script without it).
 */
export async function FormStalledNote({ locale, path, nonce }: { locale: Locale; path: string; nonce?: string }) {
  const t = await getTranslations({ locale, namespace: 'formStalled' });
  const { phone, address } = elsewhere('admission', locale);
  const id = 'admission-form-stalled';
  return (
    <>
      {/* The live region is always there and what it holds appears: announced, where a region that
          itself appears may not be. No role: the page's alerts are the form's outcomes. */}
      <div aria-live="polite">
        <p id={id} className={`${styles.note} ${styles.stalled}`} hidden>
          {t.rich('admission', {
            number: formatPhone(phone, locale),
            address,
            reload: (chunks) => <a href={path}>{chunks}</a>,
            phone: (chunks) => <a href={`tel:${phone}`}>{chunks}</a>,
          })}
        </p>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: stalledScript(id, ADMISSION_FORM_SELECTOR, ADMISSION_DRAFT_KEY) }} />
    </>
  );
}
