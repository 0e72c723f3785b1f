/**
 * Consent before tags (issue 44): with any tag switched on, nothing reaches a tag vendor until the
 * visitor accepts in the consent bar (components/shell/ConsentBar.astro). The bar's script, inline
 * and run as the page is read, is the one gate: it sets Google Consent Mode v2's defaults to denied
 * in the data layer, applies the stored choice (`<html data-tags="granted">` once accepted) and, once
 * the tags are allowed and the page is usable (after the load event, at an idle moment, as
 * lib/browser/timing.ts `whenUsable` does), loads the tag manager and lets the marketing tags' code
 * out of its template (`template[data-tags-allowed]`, components/shell/MarketingTags.astro).
 */

import { IDLE_TIMEOUT_MS } from '../browser/timing';

/** Where the visitor's choice is kept: `granted` or `denied`; absent until they choose. */
export const CONSENT_KEY = 'tag_consent';

/** The visitor has accepted the tags (on this page or an earlier one). */
export const tagsAllowed = (): boolean => document.documentElement.dataset.tags === 'granted';

/**
 * The bar's script for a build with the tag manager `gtmId` (or none), in ES5 so it needs no build
 * step: Consent Mode's defaults (all four signals denied), pushed as Google's tag reads them (an
 * `arguments` object); the stored choice applied (`consent update` when granted); the bar marked
 * `data-ask` (shown) only while there is none; its buttons: the choice stored (storage refused: it holds for this page
 * only), pushed as `consent update`, and on Accept the tags started. A `[data-consent-open]` button
 * (the footer's Cookie settings) shows the bar again.
 */
export const consentScript = (gtmId = ''): string => {
  const gtm = gtmId
    ? `l.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;` +
      `j.src='https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}';d.head.append(j);`
    : '';
  return (
    `(function(){var d=document,r=d.documentElement,b=d.querySelector('[data-consent-bar]'),w=window,` +
    `l=w.dataLayer=w.dataLayer||[],o,c,s;` +
    `function g(){l.push(arguments)}` +
    `function m(v){return{ad_storage:v,ad_user_data:v,ad_personalization:v,analytics_storage:v}}` +
    `function u(){(w.requestIdleCallback||setTimeout)(function(){${gtm}` +
    `d.querySelectorAll('template[data-tags-allowed]').forEach(function(e){d.head.append(e.content.cloneNode(true));e.remove()})},{timeout:${IDLE_TIMEOUT_MS}})}` +
    `function t(){if(s||c!='granted')return;s=1;d.readyState=='complete'?u():addEventListener('load',u)}` +
    `g('consent','default',m('denied'));` +
    `try{c=localStorage.getItem('${CONSENT_KEY}')}catch(e){}` +
    `c||b.setAttribute('data-ask','');if(c=='granted')r.dataset.tags=c,g('consent','update',m(c));t();` +
    `d.addEventListener('click',function(e){var x=e.target.closest&&e.target.closest('[data-consent],[data-consent-open]');` +
    `if(!x)return;b.toggleAttribute('data-ask',!(c=x.dataset.consent));if(!c)return o=x,b.querySelector('button').focus();` +
    `try{localStorage.setItem('${CONSENT_KEY}',c)}catch(e){}r.dataset.tags=c;o&&o.focus();o=0;g('consent','update',m(c));t()})})()`
  );
};
