#ifndef LECTOR_CLIBXML2_SHIM_H
#define LECTOR_CLIBXML2_SHIM_H
// The part of libxml2's public API the XML module uses: the SAX2 parser over an I/O callback, its options, and its
// structured errors. Declared here rather than through <libxml/parser.h>: libxml2's headers include each other as
// <libxml/…>, which only pkg-config's `-I/usr/include/libxml2` finds, and a system-library target that takes
// pkg-config's flags also links `-lxml2` into every product, where libxml2 is opened with dlopen on the first XML
// document instead (it brings ICU, liblzma and libz). The declarations follow libxml2 2.9's public headers
// (parser.h, xmlerror.h, SAX2's callback types), whose layouts libxml2.so.2 keeps; the functions come from dlsym.
#include <dlfcn.h>
#include <stddef.h>

typedef unsigned char xmlChar;
typedef struct _xmlParserCtxt *xmlParserCtxtPtr;

/// xmlerror.h's xmlError: one diagnostic (domain, code, message, level, the line and the column in int2).
typedef struct _xmlError {
    int domain;
    int code;
    char *message;
    int level;
    char *file;
    int line;
    char *str1;
    char *str2;
    char *str3;
    int int1;
    int int2;
    void *ctxt;
    void *node;
} xmlError;

/// xmlErrorLevel and xmlErrorDomain values Lector tells apart.
enum {
    LECTOR_XML_ERR_WARNING = 1,
    LECTOR_XML_ERR_ERROR = 2,
    LECTOR_XML_ERR_FATAL = 3,
    LECTOR_XML_FROM_PARSER = 1,
    LECTOR_XML_FROM_NAMESPACE = 3,
};

/// xmlParserErrors values Lector names: an entity reference to nothing declared (fatal, or an error when the
/// document has an external subset), and a reference in the internal subset to an undeclared parameter entity.
enum {
    LECTOR_XML_ERR_UNDECLARED_ENTITY = 26,
    LECTOR_XML_WAR_UNDECLARED_ENTITY = 27,
};

/// xmlParserOption values: no network, no warnings or errors printed (the structured handler gets them), the
/// document's encoding declaration ignored (the input is UTF-8). Never NOENT, DTDLOAD, DTDATTR, DTDVALID or HUGE.
enum {
    LECTOR_XML_PARSE_NOERROR = 1 << 5,
    LECTOR_XML_PARSE_NOWARNING = 1 << 6,
    LECTOR_XML_PARSE_NONET = 1 << 11,
    LECTOR_XML_PARSE_IGNORE_ENC = 1 << 21,
};

/// XML_SAX2_MAGIC: a handler with the SAX2 fields.
#define LECTOR_XML_SAX2_MAGIC 0xDEEDBEAFu

typedef void (*lector_xml_internal_subset)(void *ctx, const xmlChar *name, const xmlChar *externalID, const xmlChar *systemID);
typedef void *(*lector_xml_resolve_entity)(void *ctx, const xmlChar *publicId, const xmlChar *systemId);
typedef void *(*lector_xml_get_entity)(void *ctx, const xmlChar *name);
typedef void (*lector_xml_start_document)(void *ctx);
typedef void (*lector_xml_reference)(void *ctx, const xmlChar *name);
typedef void (*lector_xml_characters)(void *ctx, const xmlChar *ch, int len);
typedef void (*lector_xml_processing_instruction)(void *ctx, const xmlChar *target, const xmlChar *data);
typedef void (*lector_xml_comment)(void *ctx, const xmlChar *value);
typedef void (*lector_xml_start_element_ns)(
    void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI, int nb_namespaces,
    const xmlChar **namespaces, int nb_attributes, int nb_defaulted, const xmlChar **attributes);
typedef void (*lector_xml_end_element_ns)(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI);
typedef void (*lector_xml_structured_error)(void *userData, xmlError *error);

/// parser.h's struct _xmlSAXHandler, field for field (the callbacks Lector does not set as untyped pointers).
typedef struct _xmlSAXHandler {
    lector_xml_internal_subset internalSubset;
    void *isStandalone;
    void *hasInternalSubset;
    void *hasExternalSubset;
    lector_xml_resolve_entity resolveEntity;
    lector_xml_get_entity getEntity;
    void *entityDecl;
    void *notationDecl;
    void *attributeDecl;
    void *elementDecl;
    void *unparsedEntityDecl;
    void *setDocumentLocator;
    lector_xml_start_document startDocument;
    void *endDocument;
    void *startElement;
    void *endElement;
    lector_xml_reference reference;
    lector_xml_characters characters;
    lector_xml_characters ignorableWhitespace;
    lector_xml_processing_instruction processingInstruction;
    lector_xml_comment comment;
    void *warning;
    void *error;
    void *fatalError;
    lector_xml_get_entity getParameterEntity;
    lector_xml_characters cdataBlock;
    lector_xml_internal_subset externalSubset;
    unsigned int initialized;
    void *_private;
    lector_xml_start_element_ns startElementNs;
    lector_xml_end_element_ns endElementNs;
    lector_xml_structured_error serror;
} xmlSAXHandler;

typedef int (*lector_xml_input_read)(void *context, char *buffer, int len);
typedef int (*lector_xml_input_close)(void *context);

void xmlInitParser(void);
xmlParserCtxtPtr xmlCreateIOParserCtxt(
    xmlSAXHandler *sax, void *user_data, lector_xml_input_read ioread, lector_xml_input_close ioclose, void *ioctx,
    int enc);
int xmlCtxtUseOptions(xmlParserCtxtPtr ctxt, int options);
int xmlParseDocument(xmlParserCtxtPtr ctxt);
void xmlStopParser(xmlParserCtxtPtr ctxt);
long xmlByteConsumed(xmlParserCtxtPtr ctxt);
void xmlFreeParserCtxt(xmlParserCtxtPtr ctxt);

/// The libxml2 functions Lector calls, each dlsym'd from the library.
struct lector_xml_api {
    __typeof__(&xmlInitParser) xmlInitParser;
    __typeof__(&xmlCreateIOParserCtxt) xmlCreateIOParserCtxt;
    __typeof__(&xmlCtxtUseOptions) xmlCtxtUseOptions;
    __typeof__(&xmlParseDocument) xmlParseDocument;
    __typeof__(&xmlStopParser) xmlStopParser;
    __typeof__(&xmlByteConsumed) xmlByteConsumed;
    __typeof__(&xmlFreeParserCtxt) xmlFreeParserCtxt;
};

/// Opens `soname` (RTLD_NOW | RTLD_LOCAL), fills every field of `api` and runs xmlInitParser once; NULL on success,
/// else dlerror's text. Call it once (the Swift owner's lazy global).
static inline const char *lector_xml_load(struct lector_xml_api *api, const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        return reason ? reason : "dlopen failed";
    }
#define LECTOR_XML_SYMBOL(name)                                               \
    do {                                                                      \
        *(void **)(&api->name) = dlsym(library, #name);                       \
        if (api->name == NULL) {                                              \
            const char *reason = dlerror();                                   \
            return reason ? reason : "dlsym failed: " #name;                  \
        }                                                                     \
    } while (0)
    LECTOR_XML_SYMBOL(xmlInitParser);
    LECTOR_XML_SYMBOL(xmlCreateIOParserCtxt);
    LECTOR_XML_SYMBOL(xmlCtxtUseOptions);
    LECTOR_XML_SYMBOL(xmlParseDocument);
    LECTOR_XML_SYMBOL(xmlStopParser);
    LECTOR_XML_SYMBOL(xmlByteConsumed);
    LECTOR_XML_SYMBOL(xmlFreeParserCtxt);
#undef LECTOR_XML_SYMBOL
    api->xmlInitParser();
    return NULL;
}
#endif
