import { VALIDATION_MESSAGES } from '@portfolio/common';
import type { FormikHelpers } from 'formik';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { fieldErrorsOf, isSessionRefusal } from '@/features/dashboard/api/request-failure';
import type { ProjectFormValues } from './project-form-model';

/**
 * A failed add or update: the API's messages beside their fields, and "Something went wrong!"; a project changed
 * elsewhere since the form was filled (409) says so, and that a reload shows the changes.
 */
export function reportSaveFailure(error: unknown, helpers: FormikHelpers<ProjectFormValues>): void {
  if (isSessionRefusal(error)) return;
  if (error instanceof ApiRequestError && error.status === 409) {
    void alertError(dashboardTexts.requestFailed, VALIDATION_MESSAGES.changedElsewhere);
    return;
  }
  helpers.setErrors(fieldErrorsOf(error));
  void alertError(dashboardTexts.requestFailed);
}
