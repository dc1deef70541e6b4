import type { RecipeRequestError } from '../api/recipe-request-error.ts'

/** Plain words for each failure, so the visitor knows whether to wait, retry or change input. */
export function describeError(
  error: Pick<RecipeRequestError, 'code' | 'message' | 'retryAfterSeconds'>,
): string {
  switch (error.code) {
    case 'rate_limited':
      return `You have asked for a lot of recipes in a short time. Please try again ${inSeconds(error.retryAfterSeconds)}.`
    case 'daily_limit_reached':
      return 'Chef Claude has written all the recipes it can for today. Please come back tomorrow.'
    case 'upstream_rate_limited':
      return `The recipe service is busy right now. Please try again ${inSeconds(error.retryAfterSeconds)}.`
    case 'upstream_timeout':
      return 'The recipe service took too long to answer. It is not you: please try again.'
    case 'unavailable':
      return `Chef Claude is very busy right now. It is not you: please try again ${inSeconds(error.retryAfterSeconds)}.`
    case 'upstream_error':
      return 'The recipe service is having trouble right now. It is not you: please try again.'
    case 'network_error':
      return 'Could not reach Chef Claude. Check your connection and try again.'
    case 'stream_error':
      return 'The connection dropped while the recipe was arriving. Please try again.'
    case 'host_not_allowed':
      return 'This Chef Claude server is not set up to answer at this address. If it is yours, add the address to ALLOWED_HOSTS.'
    case 'cross_site_request':
      return 'Chef Claude only takes recipe requests from its own page. Please reload the page and try again.'
    case 'invalid_request':
    case 'invalid_json':
    case 'payload_too_large':
    case 'unsupported_media_type':
      return `Chef Claude could not use that list: ${error.message}`
    default:
      return 'Something went wrong while writing your recipe. Please try again.'
  }
}

function inSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return 'in a minute'
  if (seconds <= 1) return 'in a second'
  if (seconds < 90) return `in ${Math.ceil(seconds)} seconds`
  return `in about ${Math.ceil(seconds / 60)} minutes`
}
