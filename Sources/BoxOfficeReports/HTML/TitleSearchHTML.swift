/// A title search that works offline: a field, its entries as JSON inside the page, and a small
/// inline script that lists up to 30 matches as the reader types (spaces and case ignored, so
/// "어벤져스엔드" finds "어벤져스: 엔드게임"). Without a script nothing shows but the field.
enum TitleSearchHTML {
    static func render(_ search: TitleSearch) -> String {
        let e = HTMLEscaping.escape
        return """
        <div class="search"><label for="title-search">\(e(search.label))</label>
        <input id="title-search" type="search" autocomplete="off" placeholder="\(e(search.placeholder))">
        <ul id="title-hits"></ul></div>
        <script type="application/json" id="title-index">\(json(search.entries))</script>
        <script>\(script)</script>
        """
    }

    /// `[["title","href"],…]`: JSON's strings write `<` as `\u003c`, so no title can close the script element.
    static func json(_ entries: [Link]) -> String {
        "[" + entries.map { "[\(JSONRenderer.string($0.title)),\(JSONRenderer.string($0.href))]" }.joined(separator: ",") + "]"
    }

    /// Lists the matches as the reader types; `index.html#q=TEXT` opens with TEXT searched (a link
    /// that can be shared, and what the browser test opens).
    static let script = """
    (function(){var d=JSON.parse(document.getElementById("title-index").textContent),q=document.getElementById("title-search"),\
    h=document.getElementById("title-hits");function n(s){return s.normalize("NFC").toLowerCase().replace(/[\\s:·.,'"!?-]+/g,"")}\
    var k=d.map(function(x){return n(x[0])});function f(){var t=n(q.value),c=0;h.textContent="";if(!t)return;\
    for(var i=0;i<d.length&&c<30;i++){if(k[i].indexOf(t)<0)continue;var li=document.createElement("li"),a=document.createElement("a");\
    a.href=d[i][1];a.textContent=d[i][0];li.appendChild(a);h.appendChild(li);c++}}q.addEventListener("input",f);\
    if(location.hash.indexOf("#q=")==0){q.value=decodeURIComponent(location.hash.slice(3));f()}})();
    """
}
