jsonFlickrApi({
 "photos": {
  "page": 1,
  "pages": 1,
  "perpage": 50,
  "total": 2,
  "photo": [
   {
    "id": "51000000001",
    "owner": "98765430@N00",
    "title": "Fish &amp; Chips at Tom&#39;s &#x2013; Caf&eacute; &quot;Mar&quot;",
    "datetaken": "2022-07-02 05:10:00",
    "tags": "caf&eacute; pier",
    "url_z": "https://live.staticflickr.com/65535/51000000001_x_z.jpg",
    "height_z": 480,
    "width_z": 640,
    "description": {
     "_content": "Taken at &lt;dawn&gt; &amp; <a href=\"https://x\" rel=\"nofollow\">the pier</a>"
    }
   },
   {
    "id": "51000000002",
    "owner": "98765430@N00",
    "title": "a < b & c",
    "datetaken": "2022-07-01 20:00:00",
    "tags": "",
    "url_z": "https://live.staticflickr.com/65535/51000000002_x_z.jpg",
    "height_z": 480,
    "width_z": 640,
    "description": {
     "_content": "<b> EXPLORE #5 </b>\n\nFirst line<br>second&nbsp;line<p>New paragraph with <i>emphasis</i>.</p>\n \n\n&#8230; more"
    }
   }
  ]
 },
 "stat": "ok"
}
)