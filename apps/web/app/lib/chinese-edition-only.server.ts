import { NOT_FOUND_PATH } from '@portal/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { guardRequest } from './route-guard.server';

/**
 * The loader of a page that exists in the Chinese edition only (system settings, invoices, parcels: spec section 6);
 * elsewhere it is an unknown path, guarded like any other.
 */
export async function chineseEditionOnly(request: Request, context: AppLoadContext) {
  if (context.config.edition === 'zh') return null;
  await guardRequest(request, context);
  return redirect(NOT_FOUND_PATH);
}
