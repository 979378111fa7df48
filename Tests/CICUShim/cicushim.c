#include "cicushim.h"

#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>

int cicushim_plural_category(const char *locale, double number, char *buffer, size_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || (size_t)length + 1 > capacity) return -1;
    u_austrncpy(buffer, keyword, length);
    buffer[length] = '\0';
    return length;
}

int cicushim_plural_keywords(const char *locale, char *buffer, size_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status) || keywords == NULL) {
        uplrules_close(rules);
        return -1;
    }
    size_t used = 0;
    int32_t length = 0;
    const char *keyword;
    int failed = 0;
    buffer[0] = '\0';
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        size_t needed = (size_t)length + (used > 0 ? 1 : 0);
        if (used + needed + 1 > capacity) {
            failed = 1;
            break;
        }
        if (used > 0) buffer[used++] = ',';
        memcpy(buffer + used, keyword, (size_t)length);
        used += (size_t)length;
        buffer[used] = '\0';
    }
    if (U_FAILURE(status)) failed = 1;
    uenum_close(keywords);
    uplrules_close(rules);
    return failed ? -1 : (int)used;
}
