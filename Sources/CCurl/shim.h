#include <curl/curl.h>

/* libcurl is opened by CurlHTTPClient when a run first needs the network (dlopen), not linked:
   loading Debian's libcurl and the libraries only it needs (nghttp2, libssh2, librtmp, libpsl,
   brotli, ...) cost every start about 2 ms, `boxoffice --version` and `report --sample` included
   (a bare C program linked with -lcurl starts 7 ms later than one without; libpq shares the rest).
   Only its header is needed to build.

   curl_easy_setopt and curl_easy_getinfo are variadic: Swift cannot call them, so each kind of
   argument the client passes has a typed wrapper here, given the function dlsym found. */
typedef CURLcode (*ccurl_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*ccurl_getinfo_function)(CURL *, CURLINFO, ...);

static inline CURLcode ccurl_set_long(void *setopt, CURL *handle, CURLoption option, long value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}
static inline CURLcode ccurl_set_string(void *setopt, CURL *handle, CURLoption option, const char *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}
static inline CURLcode ccurl_set_pointer(void *setopt, CURL *handle, CURLoption option, void *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}
static inline CURLcode ccurl_set_list(void *setopt, CURL *handle, CURLoption option, struct curl_slist *value) {
    return ((ccurl_setopt_function)setopt)(handle, option, value);
}
static inline CURLcode ccurl_set_data_callback(void *setopt, CURL *handle, CURLoption option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return ((ccurl_setopt_function)setopt)(handle, option, callback);
}
static inline CURLcode ccurl_set_progress_callback(void *setopt, CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return ((ccurl_setopt_function)setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline long ccurl_response_code(void *getinfo, CURL *handle) {
    long code = 0;
    ((ccurl_getinfo_function)getinfo)(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
