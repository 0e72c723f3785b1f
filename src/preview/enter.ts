/**
 * `/preview/enter?secret=…&to=/path`: the middleware has checked the secret and set the cookie;
 * this sends the editor on to `to` on this server (the home page otherwise).
 */
import type { APIRoute } from 'astro';
import { localPath } from './access';

export const GET: APIRoute = ({ url, redirect }) => redirect(localPath(url.searchParams.get('to')), 303);
