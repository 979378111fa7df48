#ifndef LECTOR_CCURL_SHIM_H
#define LECTOR_CCURL_SHIM_H
// libcurl's easy and multi API, opened with dlopen on the first fetch (issue 20): the headers give the types, the
// process only maps libcurl and its ~30 libraries (TLS, Kerberos, LDAP, SSH, nghttp2) when `photos fetch` runs.
// The variadic curl_easy_setopt and curl_easy_getinfo are kept as untyped pointers (Swift calls no variadic C
// function) and called through the typed helpers below.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/// The libcurl functions Lector calls, each dlsym'd from the library.
struct lector_curl_api {
    __typeof__(&curl_global_init) curl_global_init;
    __typeof__(&curl_easy_init) curl_easy_init;
    __typeof__(&curl_easy_cleanup) curl_easy_cleanup;
    void *curl_easy_setopt;
    void *curl_easy_getinfo;
    __typeof__(&curl_easy_strerror) curl_easy_strerror;
    __typeof__(&curl_multi_init) curl_multi_init;
    __typeof__(&curl_multi_cleanup) curl_multi_cleanup;
    __typeof__(&curl_multi_add_handle) curl_multi_add_handle;
    __typeof__(&curl_multi_remove_handle) curl_multi_remove_handle;
    __typeof__(&curl_multi_perform) curl_multi_perform;
    __typeof__(&curl_multi_poll) curl_multi_poll;
    __typeof__(&curl_multi_wakeup) curl_multi_wakeup;
    __typeof__(&curl_multi_info_read) curl_multi_info_read;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL), fills every field of `api` and runs curl_global_init once; NULL on
/// success, else the dlerror text (or a curl_global_init failure). Call it once (the Swift owner's lazy global).
static inline const char *lector_curl_load(struct lector_curl_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_CURL_SYMBOL(name)                                              \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_CURL_SYMBOL(curl_global_init);
    LECTOR_CURL_SYMBOL(curl_easy_init);
    LECTOR_CURL_SYMBOL(curl_easy_cleanup);
    LECTOR_CURL_SYMBOL(curl_easy_setopt);
    LECTOR_CURL_SYMBOL(curl_easy_getinfo);
    LECTOR_CURL_SYMBOL(curl_easy_strerror);
    LECTOR_CURL_SYMBOL(curl_multi_init);
    LECTOR_CURL_SYMBOL(curl_multi_cleanup);
    LECTOR_CURL_SYMBOL(curl_multi_add_handle);
    LECTOR_CURL_SYMBOL(curl_multi_remove_handle);
    LECTOR_CURL_SYMBOL(curl_multi_perform);
    LECTOR_CURL_SYMBOL(curl_multi_poll);
    LECTOR_CURL_SYMBOL(curl_multi_wakeup);
    LECTOR_CURL_SYMBOL(curl_multi_info_read);
#undef LECTOR_CURL_SYMBOL
    if (api->curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "curl_global_init failed";
    return NULL;
}

typedef CURLcode (*lector_curl_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*lector_curl_getinfo_fn)(CURL *, CURLINFO, ...);

/// curl_easy_setopt with a long.
static inline CURLcode lector_curl_set_long(const struct lector_curl_api *api, CURL *easy, CURLoption option, long value) {
    return ((lector_curl_setopt_fn)api->curl_easy_setopt)(easy, option, value);
}

/// curl_easy_setopt with a string or a data pointer (libcurl copies strings).
static inline CURLcode lector_curl_set_pointer(const struct lector_curl_api *api, CURL *easy, CURLoption option, const void *value) {
    return ((lector_curl_setopt_fn)api->curl_easy_setopt)(easy, option, value);
}

/// curl_easy_setopt with a write or header callback.
static inline CURLcode lector_curl_set_callback(const struct lector_curl_api *api, CURL *easy, CURLoption option, curl_write_callback value) {
    return ((lector_curl_setopt_fn)api->curl_easy_setopt)(easy, option, value);
}

/// curl_easy_getinfo of a long (CURLINFO_RESPONSE_CODE); -1 when it fails.
static inline long lector_curl_info_long(const struct lector_curl_api *api, CURL *easy, CURLINFO info) {
    long value = -1;
    if (((lector_curl_getinfo_fn)api->curl_easy_getinfo)(easy, info, &value) != CURLE_OK) return -1;
    return value;
}

/// curl_easy_getinfo of a curl_off_t (CURLINFO_CONTENT_LENGTH_DOWNLOAD_T); -1 when unknown.
static inline curl_off_t lector_curl_info_offset(const struct lector_curl_api *api, CURL *easy, CURLINFO info) {
    curl_off_t value = -1;
    if (((lector_curl_getinfo_fn)api->curl_easy_getinfo)(easy, info, &value) != CURLE_OK) return -1;
    return value;
}

/// The result code of a CURLMSG_DONE message (the union Swift sees as a struct).
static inline CURLcode lector_curl_message_result(const CURLMsg *message) { return message->data.result; }
#endif
