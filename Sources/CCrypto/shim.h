#ifndef LECTOR_CCRYPTO_SHIM_H
#define LECTOR_CCRYPTO_SHIM_H
// OpenSSL's libcrypto, its EVP digest interface only (SHA-256 and MD5), opened with dlopen on the first digest: only
// `audit --format sarif` (fingerprints), `photos add` (content hashes) and the photo metadata reader (the IPTC
// digest) hash, so no other command maps the library. The header gives the types; the functions come from dlsym.
#include <openssl/evp.h>
#include <dlfcn.h>
#include <stddef.h>

/// The libcrypto functions Lector calls, each dlsym'd from the library.
struct lector_crypto_api {
    __typeof__(&EVP_MD_CTX_new) EVP_MD_CTX_new;
    __typeof__(&EVP_MD_CTX_free) EVP_MD_CTX_free;
    __typeof__(&EVP_DigestInit_ex) EVP_DigestInit_ex;
    __typeof__(&EVP_DigestUpdate) EVP_DigestUpdate;
    __typeof__(&EVP_DigestFinal_ex) EVP_DigestFinal_ex;
    __typeof__(&EVP_sha256) EVP_sha256;
    __typeof__(&EVP_md5) EVP_md5;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL) and fills every field of `api`; NULL on success, else dlerror's text.
/// Call it once (the Swift owner's lazy global).
static inline const char *lector_crypto_load(struct lector_crypto_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_CRYPTO_SYMBOL(name)                                            \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_CRYPTO_SYMBOL(EVP_MD_CTX_new);
    LECTOR_CRYPTO_SYMBOL(EVP_MD_CTX_free);
    LECTOR_CRYPTO_SYMBOL(EVP_DigestInit_ex);
    LECTOR_CRYPTO_SYMBOL(EVP_DigestUpdate);
    LECTOR_CRYPTO_SYMBOL(EVP_DigestFinal_ex);
    LECTOR_CRYPTO_SYMBOL(EVP_sha256);
    LECTOR_CRYPTO_SYMBOL(EVP_md5);
#undef LECTOR_CRYPTO_SYMBOL
    return NULL;
}
#endif
