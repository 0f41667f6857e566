#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic: Swift cannot call them, so each kind of
   argument the client passes has a typed wrapper here. */
static inline CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value) { return curl_easy_setopt(handle, option, value); }
static inline CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value) { return curl_easy_setopt(handle, option, value); }
static inline CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, void *value) { return curl_easy_setopt(handle, option, value); }
static inline CURLcode ccurl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) { return curl_easy_setopt(handle, option, value); }
static inline CURLcode ccurl_set_data_callback(CURL *handle, CURLoption option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, option, callback);
}
static inline CURLcode ccurl_set_progress_callback(CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline long ccurl_response_code(CURL *handle) { long code = 0; curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code); return code; }
