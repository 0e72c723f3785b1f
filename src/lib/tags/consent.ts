/**
 * Consent before tags (issue 44): with any tag switched on, no tag vendor is reached until the
 * visitor accepts in the consent bar (components/shell/ConsentBar.astro). The bar's script is
 * inline and runs as the page is read, before any other script: it sets Google Consent Mode v2's
 * defaults to denied in the data layer, reads the stored choice and marks the page with it
 * (`<html data-tags="granted">`). The site's tag code waits with `whenTagsAllowed`.
 */

/** Where the visitor's choice is kept: `granted` or `denied`; absent until they choose. */
export const CONSENT_KEY = 'tag_consent';

/** Fired on `window` when the visitor accepts on a page. */
export const TAGS_ALLOWED_EVENT = 'tags-allowed';

/** The visitor has accepted the tags (now, or on an earlier page). */
export const tagsAllowed = (): boolean => document.documentElement.dataset.tags === 'granted';

/** Runs `run` once the tags are allowed: at once when they are, else when the visitor accepts. */
export function whenTagsAllowed(run: () => void): void {
  if (tagsAllowed()) run();
  else addEventListener(TAGS_ALLOWED_EVENT, run, { once: true });
}

/**
 * The bar's script, inline right after the bar's markup (ConsentBar.astro), in ES5 so it needs no
 * build step: Consent Mode's defaults (all four signals denied) pushed as Google's tag reads them
 * (an `arguments` object), the stored choice applied (`consent update` when granted), the bar shown
 * only while there is none, and its buttons: a choice is stored (storage refused: it holds for
 * this page only), pushed as `consent update`, and an acceptance fires TAGS_ALLOWED_EVENT. A
 * `[data-consent-open]` button (the footer's Cookie settings) shows the bar again.
 */
export const CONSENT_SCRIPT = `(function(){
var d=document,r=d.documentElement,b=d.querySelector('[data-consent-bar]'),w=window,l=w.dataLayer=w.dataLayer||[],o,c;
function g(){l.push(arguments)}
function m(v){return{ad_storage:v,ad_user_data:v,ad_personalization:v,analytics_storage:v}}
g('consent','default',m('denied'));
try{c=localStorage.getItem('${CONSENT_KEY}')}catch(e){}
if(c=='granted'){r.dataset.tags=c;g('consent','update',m(c))}
b.hidden=!!c;
b.addEventListener('click',function(e){var t=e.target.closest('[data-consent]');if(!t)return;c=t.dataset.consent;
try{localStorage.setItem('${CONSENT_KEY}',c)}catch(e){}
var a=r.dataset.tags;r.dataset.tags=c;b.hidden=true;if(o)o.focus();o=null;g('consent','update',m(c));
if(c=='granted'&&a!=c)w.dispatchEvent(new Event('${TAGS_ALLOWED_EVENT}'))});
d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-consent-open]');if(t){o=t;b.hidden=false;b.querySelector('button').focus()}})
})()`;
